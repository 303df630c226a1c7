import { BAD_URL_VALUES, badValues, RawNumber, shapedValue, type Schema } from './schema-values';

/** One operation of the OpenAPI document, as the fuzzer walks it. */
export interface Operation {
  method: string;
  /** OpenAPI template: `/api/bets/{id}`. */
  path: string;
  parameters: {
    in: 'path' | 'query' | 'header';
    name: string;
    required?: boolean;
    schema?: Schema;
  }[];
  body?: Schema;
}

/** One generated request. */
export interface FuzzCase {
  /** `POST /api/games/dice/bet`. */
  operation: string;
  /** What is wrong with it: `body.amount: negative amount`. */
  name: string;
  method: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Operation['parameters'];
        requestBody?: { content?: Record<string, { schema?: Schema }> };
      }
    >
  >;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** JSON in which a `RawNumber` appears unquoted and unrounded. */
const RAW = /"~raw-number~([0-9]+)"/g;
function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v instanceof RawNumber ? `~raw-number~${v.text}` : v,
  ).replace(RAW, '$1');
}

function buildUrl(operation: Operation, path: Record<string, string>, query: string[]): string {
  const filled = operation.path.replace(/\{([^}]+)\}/g, (_m, name: string) => path[name] ?? 'x');
  return query.length ? `${filled}?${query.join('&')}` : filled;
}

function baselineParams(operation: Operation) {
  const path: Record<string, string> = {};
  const query: string[] = [];
  for (const parameter of operation.parameters) {
    const value = encodeURIComponent(String(shapedValue(parameter.schema)));
    if (parameter.in === 'path') path[parameter.name] = value;
    else if (parameter.in === 'query' && parameter.required) {
      query.push(`${parameter.name}=${value}`);
    }
  }
  return { path, query };
}

/** Every case for one operation: bad path and query values, bad bodies and bad fields. */
export function casesFor(operation: Operation): FuzzCase[] {
  const id = `${operation.method} ${operation.path}`;
  const base = baselineParams(operation);
  const baseUrl = buildUrl(operation, base.path, base.query);
  const cases: FuzzCase[] = [];
  const add = (name: string, url: string, payload?: string | Buffer, contentType?: string) =>
    cases.push({ operation: id, name, method: operation.method, url, payload, contentType });
  const baseBody = operation.body ? (shapedValue(operation.body) as Record<string, unknown>) : null;
  const baseJson = baseBody === null ? undefined : toJson(baseBody);

  for (const parameter of operation.parameters) {
    if (parameter.in === 'header') continue;
    for (const bad of BAD_URL_VALUES) {
      const value = String(bad.value);
      if (parameter.in === 'path') {
        add(
          `path.${parameter.name}: ${bad.name}`,
          buildUrl(operation, { ...base.path, [parameter.name]: value }, base.query),
          baseJson,
        );
      } else {
        const others = base.query.filter((q) => !q.startsWith(`${parameter.name}=`));
        add(
          `query.${parameter.name}: ${bad.name}`,
          buildUrl(operation, base.path, [...others, `${parameter.name}=${value}`]),
          baseJson,
        );
      }
    }
    if (parameter.in === 'query') {
      add(
        `query.${parameter.name}: repeated`,
        buildUrl(operation, base.path, [
          ...base.query,
          `${parameter.name}=1`,
          `${parameter.name}=2`,
        ]),
        baseJson,
      );
    }
  }
  add(
    'query: an unknown parameter',
    buildUrl(operation, base.path, [...base.query, 'zz=%00']),
    baseJson,
  );

  if (!operation.body || baseBody === null) return cases;
  const body = operation.body;
  add('body: none', baseUrl);
  add('body: null', baseUrl, 'null');
  add('body: an array', baseUrl, '[]');
  add('body: a string', baseUrl, '"x"');
  add('body: truncated JSON', baseUrl, '{"a":');
  add('body: 5,000 levels deep', baseUrl, '['.repeat(5000) + ']'.repeat(5000));
  add(
    'body: not UTF-8',
    baseUrl,
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  );
  add('body: 2 MB', baseUrl, toJson({ ...baseBody, padding: 'a'.repeat(2_000_000) }));
  add('body: text/plain', baseUrl, baseJson, 'text/plain');
  add('body: an extra field', baseUrl, toJson({ ...baseBody, isAdmin: true, userId: '1' }));
  const rest = baseJson === '{}' ? '}' : `,${baseJson!.slice(1)}`;
  add('body: __proto__', baseUrl, `{"__proto__":{"isAdmin":true}${rest}`);
  for (const [field, schema] of Object.entries(body.properties ?? {})) {
    if (body.required?.includes(field)) {
      const { [field]: _missing, ...rest } = baseBody;
      add(`body.${field}: missing`, baseUrl, toJson(rest));
    }
    for (const bad of badValues(schema, field)) {
      add(`body.${field}: ${bad.name}`, baseUrl, toJson({ ...baseBody, [field]: bad.value }));
    }
  }
  return cases;
}
