// Customers for the benchmarks, made through the real storefront calls.

export async function post<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ code: number; data: T }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return (await response.json()) as { code: number; data: T };
}

export async function get<T>(url: string): Promise<{ code: number; data: T }> {
  return (await (await fetch(url)).json()) as { code: number; data: T };
}

export interface BenchCustomer {
  token: string;
  addressId: number;
}

let registered = 0;

/** A customer registered with a code read from the SMTP listener, with one saved address. */
export async function registerCustomer(base: string, inboxUrl: string): Promise<BenchCustomer> {
  registered += 1;
  const email = `bench-${Date.now()}-${registered}@example.com`;
  await post(`${base}/app_index/common/send_email_code?lang=en`, { email, scene: 'register' });
  let code: string | undefined;
  for (let i = 0; i < 50 && !code; i += 1) {
    const mails = (await (await fetch(`${inboxUrl}?to=${email}`)).json()) as { data: string }[];
    code = mails.at(-1)?.data.split(/\r?\n\r?\n/).slice(1).join('\n').match(/\b\d{6}\b/)?.[0];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const account = await post<{ token: string }>(`${base}/app_index/user/register?lang=en`, {
    email,
    code,
    password: 'bench-pass',
    password_confirm: 'bench-pass',
    invite_code: 'WELCOME',
  });
  if (account.code !== 200) throw new Error(`bench registration failed: ${JSON.stringify(account)}`);
  const address = { name: 'Bench', tel: '13800138000', province: '广东省', city: '深圳市', county: '南山区', area_code: '440305', address_detail: 'Bench road 1' };
  const saved = await post<{ id: number }>(`${base}/app_index/address/save?lang=en`, address, { authorization: account.data.token });
  if (saved.code !== 200) throw new Error(`bench address failed: ${JSON.stringify(saved)}`);
  return { token: account.data.token, addressId: saved.data.id };
}
