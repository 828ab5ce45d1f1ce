// Flight search saturation (issue #14): the low-fare calendar of a route and flight search, on
// the demo flight network the server seeds at start (64 routes, six months of fares).
import { get } from './customers.ts';
import { saturate, type LoadPlan, type SaturationRow } from './saturate.ts';
import type { RunningServer } from '../scripts/server.mjs';

export const FLIGHT_GOALS: Record<string, { rps: number }> = {
  'flight calendar': { rps: 2000 },
  'flight search': { rps: 800 },
};

interface PopularRoute {
  from: string;
  to: string;
}

/** GET paths, each checked to answer code 200 first. */
async function plan(call: string, server: RunningServer, paths: string[]): Promise<LoadPlan> {
  for (const one of paths) {
    const answer = await get(`${server.url}${one}`);
    if (answer.code !== 200) throw new Error(`${call}: ${one} answered ${JSON.stringify(answer).slice(0, 300)}`);
  }
  return { requests: paths.map((one) => ({ method: 'GET' as const, path: one })) };
}

/**
 * The calendar of the popular routes (six months each, the default window) and search on them
 * over their next bookable days, mixed sorts and currencies: what a customer browsing fares sends.
 */
export async function flightSaturation(server: RunningServer): Promise<SaturationRow[]> {
  const api = '/app_index/ticket';
  const { data: home } = await get<{ popular_routes: PopularRoute[] }>(`${server.url}${api}/home?lang=en&currency=USD`);
  const routes = home.popular_routes;
  if (routes.length === 0) throw new Error('flight calendar: the server has no flight network');
  const calendarPaths = routes.map((route) => `${api}/calendar?from=${route.from}&to=${route.to}&lang=en&currency=USD`);
  const searchPaths: string[] = [];
  for (const [index, route] of routes.entries()) {
    const { data: days } = await get<{ date: string; lowest_price: string | null }[]>(`${server.url}${calendarPaths[index]}`);
    const flying = days.filter((day) => day.lowest_price !== null).slice(1, 11);
    for (const [n, day] of flying.entries()) {
      const sort = ['cheapest', 'fastest', 'departure'][n % 3];
      const currency = n % 2 === 0 ? 'USD' : 'EUR';
      searchPaths.push(`${api}/search?from=${route.from}&to=${route.to}&date=${day.date}&adults=1&sort=${sort}&lang=en&currency=${currency}`);
    }
  }
  return [
    await saturate('flight calendar', server, await plan('flight calendar', server, calendarPaths)),
    await saturate('flight search', server, await plan('flight search', server, searchPaths)),
  ];
}
