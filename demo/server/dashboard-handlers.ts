/**
 * Dashboard calls (no `crud`): the action is the one known marker field present in the form,
 * or, with no marker, the KYC page's fields. Every call needs a full session token.
 */
import { ACCOUNT_ACTIONS, submitDashboardKyc } from './account-actions.ts';
import type { DashboardHandler } from './dashboard-context.ts';
import { LOADERS } from './dashboard-loaders.ts';
import type { Form } from './form.ts';
import { MONEY_ACTIONS } from './money-actions.ts';
import { underArming } from './next-money-call.ts';
import { badRequest, HttpError, unauthorized, type Reply } from './reply.ts';
import type { DemoStore } from './store.ts';

const HANDLERS = new Map<string, DashboardHandler>(Object.entries({ ...LOADERS, ...ACCOUNT_ACTIONS, ...MONEY_ACTIONS }));
const DASHBOARD_MARKERS = [...HANDLERS.keys()];
const KYC_FIELDS = ['home_address', 'type', 'idcardFront'];

/** The call a dashboard form makes: its marker, or `kyc` for the marker-less KYC post. */
export const dashboardCall = (form: Form) => DASHBOARD_MARKERS.find((marker) => form.has(marker)) ?? 'kyc';

function handlerFor(form: Form): DashboardHandler {
  const present = DASHBOARD_MARKERS.filter((marker) => form.has(marker));
  if (present.length > 1) throw badRequest(`Send exactly one action marker (got ${present.join(', ')}).`);
  const handler = present[0] === undefined ? undefined : HANDLERS.get(present[0]);
  if (handler) return handler;
  if (KYC_FIELDS.every((field) => form.has(field))) return submitDashboardKyc;
  throw badRequest('Unknown request: the form names no known action.');
}

export async function handleDashboard(store: DemoStore, form: Form): Promise<Reply> {
  const handler = handlerFor(form);
  const found = store.session(form.optionalText('token'));
  // A temporary token (verification still under way) opens no dashboard call.
  if (!found || found.session.kind !== 'full') throw unauthorized();
  if (found.user.role !== 'customer') throw new HttpError(403, 'The dashboard is for customers. Use the admin area.');
  return underArming(store, found.user, dashboardCall(form), async () => handler({ store, form, ...found }));
}
