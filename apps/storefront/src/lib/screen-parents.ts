/*
 * Where Back leads from a screen opened directly (a fresh tab has no history of ours): the
 * screen above it. Apart from the route table (app/routes.ts), which loads every screen: a
 * screen's Back that read it would import the screen back. Kept small, as every screen's header
 * (and so the first load) brings it.
 */

/** The screens under each screen. */
const SCREENS_UNDER: Record<string, string[]> = {
  '/': ['/search', '/login', '/goodsdetail', '/completed', '/shareorder', '/choosesuborder', '/choosegoods', '/offlinepayment', '/hotelhome', '/ticketshome'],
  '/mine': ['/wishlist', '/history', '/stockalerts', '/message', '/setting', '/editprofile', '/preference', '/size', '/myaddress', '/changecurrency', '/language', '/account', '/myorders', '/couponcenter', '/mycoupons', '/wallet', '/order', '/returnpolicy', '/privacy', '/condition'],
  '/login': ['/register', '/resetpassword'],
  '/message': ['/messagedetail'],
  '/editprofile': ['/nickname'],
  '/account': ['/changepassword', '/deleteaccount', '/email', '/phone'],
  '/email': ['/emailverify'],
  '/myaddress': ['/addaddress'],
  '/cart': ['/confirmorder'],
  '/myorders': ['/payorder', '/orderdetails', '/orderreview', '/orderrefund', '/returnshipping', '/ordertracking'],
  '/wallet': ['/withdrawal', '/withdrawallist', '/pointslog', '/recharge', '/rechagerpayment', '/rechargelist'],
  '/order': ['/hotelpayment', '/hotelorderdetail', '/ticketorderdetail'],
  '/hotelhome': ['/hotelsearch'],
  '/hotelsearch': ['/hoteldetails'],
  '/hoteldetails': ['/hotelsubmitorder'],
  '/ticketshome': ['/ticketssearch'],
  '/ticketssearch': ['/ticketsdetail'],
  '/ticketsdetail': ['/ticketssubmitorder'],
};

const PARENTS = new Map(Object.entries(SCREENS_UNDER).flatMap(([parent, screens]) => screens.map((screen) => [screen, parent] as const)));

/** The screen above `pathname`; Home for the tab screens and for paths without a screen. */
export function parentOf(pathname: string): string {
  return PARENTS.get(pathname) ?? '/';
}
