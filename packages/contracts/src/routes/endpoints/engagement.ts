import { storefrontEndpoint } from '../endpoint.ts';

const tag = 'engagement';

/** Interests and sizes. */
export const engagementEndpoints = {
  hobbyList: storefrontEndpoint({ tag, method: 'GET', path: '/hobbyList', auth: 'user' }),
  /** Answers the list as saved. */
  saveHobbies: storefrontEndpoint({ tag, method: 'POST', path: '/hobby', auth: 'user' }),
};
