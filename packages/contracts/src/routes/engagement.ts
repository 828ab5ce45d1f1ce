import { hobbyBody, hobbyList } from '../settings.ts';
import { withSchemas } from './define.ts';
import { engagementEndpoints } from './endpoints/engagement.ts';

export const engagementRoutes = withSchemas(engagementEndpoints, {
  hobbyList: { response: hobbyList },
  saveHobbies: { body: hobbyBody, response: hobbyList },
});
