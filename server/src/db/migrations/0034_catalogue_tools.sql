ALTER TABLE "stock_movements" ADD COLUMN "note" varchar(200) DEFAULT '' NOT NULL;
