import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { signatureOf } from '../../../server/whatsapp-webhook/signature';

/** A message as the fake Graph API received it. */
export interface SentMessage {
  wamid: string;
  path: string;
  authorization: string | undefined;
  body: { to: string; type: string; [key: string]: unknown };
}

/** A message template as the fake business account keeps it. */
export interface FakeTemplate {
  id: string;
  name: string;
  language: string;
  category: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED' | 'PAUSED' | 'DISABLED';
  components: { type: string; text?: string; example?: { body_text?: string[][] } }[];
  /** How many times it was edited after its creation. */
  edits: number;
}

/** A refusal the next sends get, as the Graph API writes it. */
export interface GraphError {
  status: number;
  code: number;
  message: string;
}

export const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });

/**
 * The part of the WhatsApp Cloud API (Graph API) this server uses, on 127.0.0.1 at a random
 * port: `POST /{version}/{phone-number-id}/messages` answering
 * `{messaging_product, contacts, messages: [{id: 'wamid…'}]}` (a template message only for an
 * approved template with as many parameters as its body numbers, else error 132001 or 132000);
 * the business account's `POST`/`GET /{version}/{waba-id}/message_templates` (create, list by
 * name) and `POST /{version}/{template-id}` (edit, back to PENDING); and the webhook calls back,
 * signed with the app secret as Meta signs them.
 */
export const startFakeGraphApi = async (appSecret: string) => {
  const sent: SentMessage[] = [];
  const templates: FakeTemplate[] = [];
  let refusal: GraphError | null = null;
  let templateRefusal: GraphError | null = null;
  let counter = 0;
  const refuse = (error: GraphError) => ({
    error: { message: error.message, type: 'OAuthException', code: error.code },
  });
  const parametersOf = (template: FakeTemplate) =>
    (template.components.find((c) => c.type === 'BODY')?.text?.match(/\{\{\d+\}\}/g) ?? []).length;

  /** A template message's refusal as the API gives it, or null when it may go. */
  const templateProblem = (body: SentMessage['body']): GraphError | null => {
    const sentTemplate = body.template as
      | { name: string; language: { code: string }; components?: { parameters: unknown[] }[] }
      | undefined;
    const template = templates.find(
      (t) => t.name === sentTemplate?.name && t.language === sentTemplate?.language.code,
    );
    if (!template || template.status !== 'APPROVED') {
      return {
        status: 404,
        code: 132001,
        message: '(#132001) Template name does not exist in the translation',
      };
    }
    const given = sentTemplate?.components?.[0]?.parameters.length ?? 0;
    if (given !== parametersOf(template)) {
      return {
        status: 400,
        code: 132000,
        message: '(#132000) Number of parameters does not match the expected number of params',
      };
    }
    return null;
  };

  const templateCall = (
    method: string,
    path: string,
    text: string,
  ): { status: number; body: unknown } | null => {
    const url = new URL(path, 'http://fake');
    const list = /^\/v\d+\.\d+\/\d+\/message_templates$/.test(url.pathname);
    const one = /^\/v\d+\.\d+\/(\d+)$/.exec(url.pathname);
    if (!list && !one) return null;
    if (templateRefusal) return { status: templateRefusal.status, body: refuse(templateRefusal) };
    if (list && method === 'GET') {
      const name = url.searchParams.get('name');
      return { status: 200, body: { data: templates.filter((t) => !name || t.name === name) } };
    }
    const body = JSON.parse(text || '{}') as Partial<FakeTemplate>;
    if (list && method === 'POST') {
      if (templates.some((t) => t.name === body.name && t.language === body.language)) {
        return {
          status: 400,
          body: refuse({ status: 400, code: 100, message: 'Message template already exists' }),
        };
      }
      counter += 1;
      const template: FakeTemplate = {
        id: String(9_000_000_000 + counter),
        name: body.name ?? '',
        language: body.language ?? '',
        category: body.category ?? '',
        status: 'PENDING',
        components: body.components ?? [],
        edits: 0,
      };
      templates.push(template);
      return {
        status: 200,
        body: { id: template.id, status: template.status, category: template.category },
      };
    }
    const template = one && method === 'POST' && templates.find((t) => t.id === one[1]);
    if (!template) {
      return { status: 404, body: refuse({ status: 404, code: 100, message: 'Unknown path' }) };
    }
    Object.assign(template, {
      components: body.components ?? template.components,
      status: 'PENDING',
      edits: template.edits + 1,
    });
    return { status: 200, body: { success: true } };
  };

  const server = createServer((request, response) => {
    void readBody(request).then((text) => {
      const path = request.url ?? '';
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const templateAnswer = templateCall(request.method ?? '', path, text);
      if (templateAnswer) return answer(templateAnswer.status, templateAnswer.body);
      if (request.method !== 'POST' || !/^\/v\d+\.\d+\/\d+\/messages$/.test(path)) {
        return answer(404, { error: { message: 'Unknown path', code: 100 } });
      }
      if (refusal) return answer(refusal.status, refuse(refusal));
      const body = JSON.parse(text) as SentMessage['body'];
      const problem = body.type === 'template' ? templateProblem(body) : null;
      if (problem) return answer(problem.status, refuse(problem));
      counter += 1;
      const wamid = `wamid.HBgNNjI4MTIzNDU2Nzg5MBUCABEYEj${String(counter).padStart(6, '0')}`;
      sent.push({ wamid, path, authorization: request.headers.authorization, body });
      answer(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: wamid }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** A `messages` webhook call with one status event of a message, as Meta posts it. */
  const statusEvent = (
    wamid: string,
    status: 'sent' | 'delivered' | 'read' | 'failed',
    at: Date,
    error?: { code: number; title: string },
  ) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
              statuses: [
                {
                  id: wamid,
                  status,
                  timestamp: String(Math.floor(at.getTime() / 1000)),
                  recipient_id: sent.find((m) => m.wamid === wamid)?.body.to ?? '6281234567890',
                  ...(error && {
                    errors: [
                      {
                        code: error.code,
                        title: error.title,
                        message: error.title,
                        error_data: { details: error.title },
                      },
                    ],
                  }),
                },
              ],
            },
          },
        ],
      },
    ],
  });

  /**
   * A `message_template_status_update` webhook call for the template of this name, as Meta
   * posts it after a review; the fake account's template takes the status too.
   */
  const templateEvent = (
    name: string,
    status: FakeTemplate['status'],
    reason = status === 'APPROVED' ? 'NONE' : 'INCORRECT_CATEGORY',
  ) => {
    const template = templates.find((t) => t.name === name);
    if (!template) throw new Error(`No template ${name} on the fake account`);
    template.status = status;
    return {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          time: 1795500000,
          changes: [
            {
              field: 'message_template_status_update',
              value: {
                event: status,
                message_template_id: Number(template.id),
                message_template_name: template.name,
                message_template_language: template.language,
                reason,
                message_template_category: template.category,
              },
            },
          ],
        },
      ],
    };
  };

  return {
    apiUrl: `http://127.0.0.1:${port}/v21.0`,
    sent,
    templates,
    /** Every later send is refused this way, until `refuse(null)`. */
    refuse: (error: GraphError | null) => {
      refusal = error;
    },
    /** Every later template call is refused this way, until `refuseTemplates(null)`. */
    refuseTemplates: (error: GraphError | null) => {
      templateRefusal = error;
    },
    statusEvent,
    templateEvent,
    /**
     * Posts an event to our webhook through `inject`, signed with the app secret (or with
     * `signature` when given, to test a forgery).
     */
    deliver: (
      call: (options: InjectOptions) => Promise<LightMyRequestResponse>,
      event: unknown,
      signature?: string,
    ) => {
      const raw = JSON.stringify(event);
      return call({
        method: 'POST',
        url: '/api/webhooks/whatsapp',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': signature ?? signatureOf(appSecret, raw),
        },
        payload: raw,
      });
    },
    /** Posts an event, signed, to the webhook of a running server (the browser suite's). */
    post: async (baseUrl: string, event: unknown): Promise<unknown> => {
      const raw = JSON.stringify(event);
      const response = await fetch(`${baseUrl}/api/webhooks/whatsapp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': signatureOf(appSecret, raw),
        },
        body: raw,
      });
      if (!response.ok) throw new Error(`Webhook answered ${response.status}`);
      return response.json();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type FakeGraphApi = Awaited<ReturnType<typeof startFakeGraphApi>>;
