import { hobbyBody, hobbyList } from '../settings.ts';
import { storefrontRoute } from './define.ts';

const tag = 'engagement';

/** Interests and sizes. */
export const engagementRoutes = {
  hobbyList: storefrontRoute({ tag, method: 'GET', path: '/hobbyList', auth: 'user', response: hobbyList }),
  /** Answers the list as saved. */
  saveHobbies: storefrontRoute({ tag, method: 'POST', path: '/hobby', auth: 'user', body: hobbyBody, response: hobbyList }),
};
