import { z } from '../validation.ts';

/** Days the dashboard's charts cover, today included. */
export const DASHBOARD_CHART_DAYS = 30;

/** Goods the dashboard's top list shows at most. */
export const DASHBOARD_TOP_GOODS = 10;

/**
 * GET /dashboard/charts: goods sales of the last DASHBOARD_CHART_DAYS days, per day in the shop's
 * time zone (the `shop_time_zone` parameter), and the goods sold most over them; money in the
 * caller's currency. Revenue follows the sales report: what was kept (payments less refunds).
 */
export const dashboardCharts = z.object({
  time_zone: z.string(),
  currency: z.string(),
  days: z.array(z.object({ date: z.string(), orders: z.number().int(), revenue: z.string() })),
  /** By quantity sold in paid sub-orders (not cancelled), most first. */
  top_goods: z.array(z.object({ goods_id: z.number().int(), name: z.string(), quantity: z.number().int(), amount: z.string() })),
});
export type DashboardCharts = z.infer<typeof dashboardCharts>;
