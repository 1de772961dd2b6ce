// SMS providers. The outbox provider is the default: developers and tests read codes from it.
import fs from "node:fs";
import path from "node:path";

export interface SmsMessage {
  phone: string;
  text: string;
  /** The confirmation code inside text, kept apart so the outbox can show it plainly. */
  code?: string;
}

export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/** Appends one JSON line {phone, text, code, sentAt} per message to a file. */
export function createOutboxSmsProvider(file: string, now: () => Date = () => new Date()): SmsProvider {
  return {
    async send({ phone, text, code }) {
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const line = JSON.stringify({ phone, text, code: code ?? null, sentAt: now().toISOString() });
      await fs.promises.appendFile(file, `${line}\n`, "utf8");
    },
  };
}

export interface HttpSmsConfig {
  /** The gateway's send endpoint, e.g. https://sms.example.ru/api/send */
  url: string;
  token?: string;
  sender?: string;
  timeoutMs?: number;
}

/**
 * Sends through an SMS gateway's HTTP API: POST {url} with JSON {to: "+7XXXXXXXXXX", text, sender}
 * and "Authorization: Bearer {token}". Any 2xx answer counts as sent.
 */
export function createHttpSmsProvider(config: HttpSmsConfig): SmsProvider {
  return {
    async send({ phone, text }) {
      const response = await fetch(config.url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          ...(config.token ? { Authorization: `Bearer ${config.token}` } : {}),
        },
        body: JSON.stringify({ to: `+7${phone}`, text, ...(config.sender ? { sender: config.sender } : {}) }),
        signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
      });
      if (!response.ok) {
        throw new Error(`SMS gateway answered ${response.status}`);
      }
    },
  };
}

export function smsProviderFromEnv(env: NodeJS.ProcessEnv, dataDir: string): SmsProvider {
  if (env.SMS_PROVIDER === "http") {
    if (!env.SMS_HTTP_URL) throw new Error("SMS_PROVIDER=http needs SMS_HTTP_URL");
    return createHttpSmsProvider({ url: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN, sender: env.SMS_HTTP_SENDER });
  }
  return createOutboxSmsProvider(env.SMS_OUTBOX_FILE ?? path.join(dataDir, "sms-outbox.jsonl"));
}
