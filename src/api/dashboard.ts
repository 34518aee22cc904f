/** Dashboard calls: a marker field plus `token` (docs/spec-notes.md §7). One function per call. */
import type { Transport } from './transport';
import { fail, type Result } from './failure';
import { parseInSlices } from './slices';
import { accepted } from './accept';
import {
  ActionResponse,
  ContactResponse,
  CryptoDepositForm,
  FeeResponse,
  InstitutionResponse,
  NotificationsResponse,
  PaymentForm,
  PinCheckResponse,
  PlanForm,
  ProfileResponse,
  readFee,
  readCodePrompt,
  readCryptoDepositForm,
  readInstitution,
  readNotifications,
  readPaymentForm,
  readPinCheck,
  readPlanForm,
  readProfile,
  readStatement,
  readTransaction,
  readTransferList,
  StatementEnvelope,
  StatementResponse,
  Transaction,
  TransferListResponse,
} from './schemas';

/* ---------- loaders ---------- */
/** A usable answer read by its meaning (schemas.ts, read*): the wire names stop here. */
const readAs = <W, T>(result: Result<W>, read: (wire: W) => T): Result<T> => (result.ok ? { ...result, data: read(result.data) } : result);

export const getInstitution = async (api: Transport) => readAs(await api.dashboard('getinstituition', {}, InstitutionResponse), readInstitution);
/** Recent transactions (dashboard). */
export const getRecentStatement = async (api: Transport) => readAs(await api.dashboard('getstatement2', {}, StatementResponse), readStatement);
export const pinCheck = async (api: Transport) => readAs(await api.dashboard('pincheck', {}, PinCheckResponse), readPinCheck);
/** Every transaction (Statements & Report). */
export async function getStatement(api: Transport): Promise<Result<{ data: Transaction[] }>> {
  const answer = await api.dashboard('getstatement', {}, StatementEnvelope);
  if (!answer.ok) return answer;
  const { rows, notes } = await parseInSlices(Transaction, answer.data.data, readTransaction);
  api.report(
    'getstatement',
    notes.map((n) => ({ ...n, path: `data${n.path}` })),
  );
  return { ok: true, data: { data: rows } };
}
export const getProfile = async (api: Transport) => readAs(await api.dashboard('getprofile', {}, ProfileResponse), readProfile);
export const getContact = (api: Transport) => api.dashboard('getcontact', {}, ContactResponse);
export const getNotifications = async (api: Transport) => readAs(await api.dashboard('getnotifications', {}, NotificationsResponse), readNotifications);
export const getTransferList = async (api: Transport) => readAs(await api.dashboard('gettrslist', {}, TransferListResponse), readTransferList);
export const getFee = async (api: Transport) => readAs(await api.dashboard('getperc', {}, FeeResponse), readFee);
export const getUpgradeForm = async (api: Transport) => readAs(await api.dashboard('getupgradeform', {}, PlanForm), readPlanForm);
export const getPaymentForm = async (api: Transport) => readAs(await api.dashboard('getmpcform', {}, PaymentForm), readPaymentForm);
export const getFixedDepositForm = async (api: Transport) => readAs(await api.dashboard('getfdcform', {}, PlanForm), readPlanForm);
export const getCryptoDepositForm = async (api: Transport) => readAs(await api.dashboard('getcdform', {}, CryptoDepositForm), readCryptoDepositForm);

/* ---------- actions ---------- */
const act = async (api: Transport, marker: string | null, fields: Parameters<Transport['dashboard']>[1]) => accepted(await api.dashboard(marker, fields, ActionResponse));

export const createPin = (api: Transport, f: { pin: string }) => act(api, 'updatepin', { pin: f.pin });

export interface ProfileUpdate {
  fullname: string;
  phone: string;
  gender: string;
  dob: string;
  country: string;
  marital_status: string;
  home_address: string;
  next_of_kin: string;
}
export const updateProfile = (api: Transport, f: ProfileUpdate) => act(api, 'updateprofile', { ...f });
export const updatePicture = (api: Transport, f: { profilePic: File }) => act(api, 'updatepic', { profilePic: f.profilePic });
export const updateEmail = (api: Transport, f: { email: string }) => act(api, 'updateemail', { email: f.email });

export interface SecretChange {
  c_pwd: string;
  n_pwd: string;
  con_pwd: string;
}
export const updatePassword = (api: Transport, f: SecretChange) => act(api, 'updatepwd', { ...f });
export const changePin = (api: Transport, f: SecretChange) => act(api, 'supdatepin', { ...f });
export const markNotificationRead = (api: Transport, f: { id: string }) => act(api, 'mnotificationar', { id: f.id });

export interface ProofPayment {
  type: string;
  amount: string | number;
}
export const newPayment = (api: Transport, f: ProofPayment & { purpose: string; depositPic: File }) =>
  act(api, 'newmpc', { purpose: f.purpose, type: f.type, amount: f.amount, depositPic: f.depositPic });
export const newFixedDeposit = (api: Transport, f: ProofPayment & { plan: string; fixedDepositPic: File }) =>
  act(api, 'newfdc', { plan: f.plan, type: f.type, amount: f.amount, fixedDepositPic: f.fixedDepositPic });
export const newUpgrade = (api: Transport, f: ProofPayment & { plan: string; depositPic: File }) =>
  act(api, 'newupgrade', { plan: f.plan, type: f.type, amount: f.amount, depositPic: f.depositPic });

export interface TransferFields {
  bank: string;
  swift: string;
  currency: string;
  routing: string;
  country: string;
  act_no: string;
  act_hold_name: string;
  amount: string | number;
  note: string;
}
/** `extra` carries the authorization code when the server asked for one. */
export const newTransfer = (api: Transport, f: TransferFields & { extra?: string }) => act(api, 'newtrs', { ...f });
/** The transaction PIN; the answer may ask for the authorization code step (its `codePrompt`). */
export const confirmMyPin = async (api: Transport, f: { pin: string }) =>
  readAs(accepted(await api.dashboard('confirmmypin', { pin: f.pin }, ActionResponse), 'common.failure.occured'), (answer) => ({ codePrompt: readCodePrompt(answer) }));
/** The transfer authorization code, sent as `pin`. */
export const confirmTransferCode = async (api: Transport, f: { pin: string }) =>
  accepted(await api.dashboard('confirmtpin', { pin: f.pin }, ActionResponse), 'common.failure.occured');

/** Crypto deposit: the marker is `newcd`; the answer's `icon` says whether it was taken. */
export const newCryptoDeposit = async (api: Transport, f: ProofPayment & { depositPic: File }) => {
  const result = await api.dashboard('newcd', { type: f.type, amount: f.amount, depositPic: f.depositPic }, ActionResponse);
  if (result.ok && result.data.icon !== 'success') return fail('rejected', result.data.message || 'common.failure.rejected');
  return result;
};

/** The dashboard KYC page posts without a marker (docs/spec-notes.md §7). */
export const submitDashboardKyc = (api: Transport, f: { home_address: string; type: string; idcardFront: File }) =>
  act(api, null, { home_address: f.home_address, type: f.type, idcardFront: f.idcardFront });
