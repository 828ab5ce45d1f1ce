import {
  authResult,
  changePasswordBody,
  deleteAccountBody,
  emailVerifyBody,
  loginBody,
  registerBody,
  resetPasswordBody,
  sendEmailCodeBody,
  updateProfileBody,
  userInfo,
} from '../identity.ts';
import { phoneBody } from '../phone.ts';
import {
  adminUserDetail,
  adminUserListQuery,
  adminUserRow,
  customerNoteAddBody,
  customerNoteRow,
  customerPageQuery,
  customerSpending,
  customerBulkTagBody,
  customerIdQuery,
  customerTagBody,
  customerTags,
  userAdjustBody,
  userAdjustResult,
  userStatusBody,
} from '../admin/users.ts';
import { moneyLogPage, pointsLogPage } from '../wallet.ts';
import { bulkResult, idPathParams } from '../admin/common.ts';
import { pageResultOf, z } from '../validation.ts';
import { withSchemas } from './define.ts';
import { identityEndpoints, userAdminEndpoints } from './endpoints/identity.ts';

export const identityRoutes = withSchemas(identityEndpoints, {
  sendEmailCode: { body: sendEmailCodeBody, response: z.null() },
  register: { body: registerBody, response: authResult },
  login: { body: loginBody, response: authResult },
  resetPassword: { body: resetPasswordBody, response: z.null() },
  logout: { response: z.null() },
  userInfo: { response: userInfo },
  updateProfile: { body: updateProfileBody, response: userInfo },
  changePassword: { body: changePasswordBody, response: z.null() },
  verifyEmail: { body: emailVerifyBody, response: userInfo },
  setPhone: { body: phoneBody, response: z.null() },
  deleteAccount: { body: deleteAccountBody, response: z.null() },
});

export const userAdminRoutes = withSchemas(userAdminEndpoints, {
  list: { query: adminUserListQuery, response: pageResultOf(adminUserRow) },
  detail: { params: idPathParams, response: adminUserDetail },
  status: { body: userStatusBody, response: adminUserRow },
  adjust: { body: userAdjustBody, response: userAdjustResult },
  spending: { query: customerIdQuery, response: customerSpending },
  moneyLog: { query: customerPageQuery, response: moneyLogPage },
  pointsLog: { query: customerPageQuery, response: pointsLogPage },
  notes: { query: customerPageQuery, response: pageResultOf(customerNoteRow) },
  addNote: { body: customerNoteAddBody, response: customerNoteRow },
  tags: { response: customerTags },
  addTag: { body: customerTagBody, response: customerTags },
  removeTag: { body: customerTagBody, response: customerTags },
  bulkTag: { body: customerBulkTagBody, response: bulkResult },
});
