/** Auth calls: `?crud=<action>` on the one script (docs/spec-notes.md §7). One function per call. */
import type { Transport } from './transport';
import { ActionResponse, DocsResponse, LoginResponse } from './schemas';
import { accepted } from './accept';
import { SIGN_IN_CALL } from '../config/bank';

/** `remember` only reaches a site's endpoint (how long it keeps the session), never the bank. */
export const userLogin = (api: Transport, f: { email: string; password: string; remember?: boolean }) =>
  api.auth(SIGN_IN_CALL, { email: f.email, password: f.password }, LoginResponse, f.remember);

export interface NewUser {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  password: string;
}
export const newUser = async (api: Transport, f: NewUser) =>
  accepted(await api.auth('newuser', { ...f, fullname: `${f.first_name.trim()} ${f.last_name.trim()}`.trim() }, ActionResponse));

/** Ask for a reset link (`action=code`). */
export const requestPasswordReset = async (api: Transport, f: { email: string }) =>
  accepted(await api.auth('userforgot', { email: f.email, action: 'code' }, ActionResponse), 'common.failure.unexpected');

/** Complete a reset with the code from the link (`action=reset`). */
export const resetPassword = async (api: Transport, f: { email: string; reset_code: string; new_password: string }) =>
  accepted(await api.auth('userforgot', { new_password: f.new_password, reset_code: f.reset_code, email: f.email, action: 'reset' }, ActionResponse), 'common.failure.unexpected');

/** Verify an email by code; a success answers like a login so the same routing applies. */
export const verifyUser = (api: Transport, f: { email: string; ver_code: string }) => api.auth('verifyuser', { email: f.email, ver_code: f.ver_code }, LoginResponse);

export const resendForgotCode = async (api: Transport, f: { email: string }) =>
  accepted(await api.auth('resendforgotcode', { email: f.email }, ActionResponse), 'common.failure.wrong');

export const resendConfirmCode = async (api: Transport, f: { email: string }) =>
  accepted(await api.auth('resendconfirmcode', { email: f.email }, ActionResponse), 'common.failure.wrong');

export interface Verification {
  country: string;
  phone: string;
  home_address: string;
  pic: File;
  type: string;
  idcardFront: File;
  idcardBack: File;
  token: string;
}
export const submitVerification = async (api: Transport, f: Verification) => accepted(await api.auth('submit_verification', { ...f }, ActionResponse));

export const getDocs = (api: Transport, f: { token: string }) => api.auth('getdocs', { token: f.token }, DocsResponse);
