CREATE VIEW "public"."reporting_balance_ledger" AS (select id, user_id, type, reference, before, after, amount, payment_id from balance_ledger);--> statement-breakpoint
CREATE VIEW "public"."reporting_channel_payments" AS (select cp.id, cp.user_id, cp.pay_no, cp.biz, cp.status, cp.channel_id, pc.title as channel_title, cp.amount, cp.fee, cp.received, cp.settlement, cp.paid_at
from channel_payments cp
join payment_channels pc on pc.id = cp.channel_id);--> statement-breakpoint
CREATE VIEW "public"."reporting_orders" AS (select id, user_id, created_at from orders);--> statement-breakpoint
CREATE VIEW "public"."reporting_payments" AS (select p.id, p.user_id, p.biz, p.reference, p.method, p.amount, p.status, p.channel_pay_no, p.created_at,
  o.user_id as buyer_id, cp.channel_id, pc.title as channel_title
from payments p
left join orders o on p.biz = 'goods_order' and o.order_no = p.reference
left join channel_payments cp on cp.pay_no = p.channel_pay_no
left join payment_channels pc on pc.id = cp.channel_id);--> statement-breakpoint
CREATE VIEW "public"."reporting_points_ledger" AS (select id, user_id, type, reference, before, after, amount from points_ledger);--> statement-breakpoint
CREATE VIEW "public"."reporting_refunds" AS (select user_id, status from refunds);--> statement-breakpoint
CREATE VIEW "public"."reporting_sub_orders" AS (select order_id, user_id, status from sub_orders);--> statement-breakpoint
CREATE VIEW "public"."reporting_withdrawals" AS (select w.id, w.user_id, w.order_no, w.status, w.channel_id, pc.title as channel_title, w.amount, w.fee, w.reviewed_at
from withdrawals w
join payment_channels pc on pc.id = w.channel_id);