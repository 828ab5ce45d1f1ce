CREATE TABLE "carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"tracking_url_pattern" varchar(500) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "carriers_name_lower_unique" ON "carriers" USING btree (lower("name"));--> statement-breakpoint
-- The carriers of the logistics_companies parameter (one per line) become rows, in the order they were listed,
-- with the tracking pages known for them; a new install (no parameter yet) starts with the demo list.
INSERT INTO "carriers" ("name", "tracking_url_pattern", "sort")
SELECT "listed"."name", coalesce("known"."pattern", ''), "listed"."position" * 10
FROM (
	SELECT DISTINCT ON (lower(btrim("line"))) left(btrim("line"), 100) AS "name", "position"
	FROM regexp_split_to_table(
		coalesce(
			(SELECT "value" FROM "parameters" WHERE "key" = 'logistics_companies'),
			E'SF Express\nJD Logistics\nZTO Express\nYTO Express\nSTO Express\nYunda Express\nEMS\nChina Post\nDHL\nFedEx\nUPS\nTNT\nUSPS\nRoyal Mail\nJapan Post\nAramex'
		),
		E'\\r?\\n'
	) WITH ORDINALITY AS "lines" ("line", "position")
	WHERE btrim("line") <> ''
	ORDER BY lower(btrim("line")), "position"
) AS "listed"
LEFT JOIN (VALUES
	('sf express', 'https://www.sf-express.com/chn/en/waybill/waybill-detail/{no}'),
	('dhl', 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id={no}'),
	('fedex', 'https://www.fedex.com/fedextrack/?trknbr={no}'),
	('ups', 'https://www.ups.com/track?tracknum={no}'),
	('tnt', 'https://www.tnt.com/express/en_gc/site/shipping-tools/tracking.html?searchType=con&cons={no}'),
	('usps', 'https://tools.usps.com/go/TrackConfirmAction?tLabels={no}'),
	('royal mail', 'https://www.royalmail.com/track-your-item#/tracking-results/{no}'),
	('japan post', 'https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1={no}&locale=en'),
	('aramex', 'https://www.aramex.com/us/en/track/results?ShipmentNumber={no}')
) AS "known" ("key", "pattern") ON "known"."key" = lower("listed"."name")
ORDER BY "listed"."position";--> statement-breakpoint
DELETE FROM "parameters" WHERE "key" = 'logistics_companies';
