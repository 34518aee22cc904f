/** Shared test plumbing: a demo server per file, the client's own transport, images, mail. */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startDemoServer, type DemoServer, type DemoServerOptions } from '../../demo/server/http';
import type { AdminAnswer, DemoStateView, MailView } from '../../demo/server/admin-types';
import { createTransport, type Transport } from '../../src/api/transport';
import { userLogin } from '../../src/api/auth';

/** Starts one quiet server for the file and resets its data before every test. */
export function useDemoServer(options: DemoServerOptions = {}) {
  const ref = {} as { server: DemoServer; url: string };
  beforeAll(async () => {
    ref.server = await startDemoServer({ log: () => {}, ...options });
    ref.url = ref.server.url;
  });
  beforeEach(() => ref.server.store.reset());
  afterAll(() => ref.server.close());
  return ref;
}

/** A transport exactly as the widget builds it, holding `token` for dashboard calls. */
export function clientFor(url: string, token = ''): Transport {
  return createTransport({ apiBase: url, getToken: () => token });
}

/** Signs in through the client and returns the token (full or temporary). */
export async function signIn(url: string, email: string, password = 'demo1234'): Promise<string> {
  const result = await userLogin(clientFor(url), { email, password });
  if (!result.ok || !result.data.jwt) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(result)}`);
  return result.data.jwt;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
export const png = (name = 'proof.png') => new File([new Uint8Array([...PNG_SIGNATURE, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])], name, { type: 'image/png' });
export const svg = (name = 'proof.svg') => new File(['<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'], name, { type: 'image/svg+xml' });
/** Claims to be a PNG by name and type; its bytes say otherwise. */
export const fakeImage = (name = 'proof.png') => new File(['<?php echo "hi"; ?>'], name, { type: 'image/png' });

/** A raw multipart POST, for requests the client would never make. */
export async function post(url: string, fields: Record<string, string | Blob>, query = '') {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const response = await fetch(`${url}/api/users.php${query}`, { method: 'POST', body });
  return { status: response.status, headers: response.headers, json: (await response.json()) as Record<string, unknown> };
}

export async function adminPost(url: string, action: string, body?: Record<string, unknown>) {
  const response = await fetch(`${url}/__demo/${action}`, {
    method: 'POST',
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: (await response.json()) as AdminAnswer };
}

export async function demoState(url: string): Promise<DemoStateView> {
  return (await (await fetch(`${url}/__demo/state`)).json()) as DemoStateView;
}

/** The newest mail to `to`, failing loudly when there is none. */
export async function lastMail(url: string, to: string): Promise<MailView> {
  const mail = (await demoState(url)).mailbox.find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** A transfer's fields as the send form posts them, to an account the demo bank does not hold. */
export const transfer = {
  bank: 'Harbor Trust',
  swift: 'HTRUUS33',
  currency: 'USD',
  routing: '026009593',
  country: 'United States',
  act_no: '0099887766',
  act_hold_name: 'Riley Stone',
  amount: '1250.50',
  note: 'Rent share',
};
