import { randomUUID } from 'node:crypto';

/** The part of an OpenAPI 3.0 (JSON Schema) document the generator reads. */
export interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  nullable?: boolean;
  default?: unknown;
}

/**
 * A number sent exactly as written: 19-digit integers lose digits as JS numbers, so the JSON
 * writer puts this text in unquoted.
 */
export class RawNumber {
  constructor(readonly text: string) {}
}

/** One bad or boundary value for a field, with a name that says what it is. */
export interface BadValue {
  name: string;
  value: unknown;
}

function firstAlternative(schema: Schema): Schema | undefined {
  return schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
}

/**
 * A value of the schema's shape: the baseline a case changes one field of, so that the one
 * bad field is what the route sees (not a missing sibling that fails first).
 */
export function shapedValue(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return 'x';
  const alternative = firstAlternative(schema);
  if (alternative) return shapedValue(alternative, depth + 1);
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date-time') return new Date(0).toISOString();
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return schema.minimum !== undefined && schema.minimum > 1 ? schema.minimum : 1;
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () =>
        shapedValue(schema.items, depth + 1),
      );
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) {
        const property = schema.properties?.[key];
        // A real amount, so that a bad sibling is what the route refuses.
        value[key] =
          property?.type === 'string' && !property.enum && NUMERIC_TEXT.test(key)
            ? '1'
            : shapedValue(property, depth + 1);
      }
      return value;
    }
    default:
      return 'x';
  }
}

/** A nesting `levels` deep: `[[[…]]]`. */
export function deepArray(levels: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < levels; i++) value = [value];
  return value;
}

const HUGE_STRING = 'a'.repeat(100_000);
/** Strings every text field meets: empty, huge, NUL, control and invisible characters, lookalikes. */
const BAD_STRINGS: BadValue[] = [
  { name: 'empty string', value: '' },
  { name: 'huge string', value: HUGE_STRING },
  { name: 'NUL byte', value: 'a\u0000b' },
  { name: 'lone surrogate', value: 'a\ud800b' },
  { name: 'confusable (Cyrillic а)', value: '\u0430dmin' },
  { name: 'zero-width and RTL override', value: 'ad\u200bmin\u202e' },
  { name: 'SQL-looking text', value: "x' OR '1'='1" },
];
/** Numbers written as strings, as the money fields take them. */
const BAD_AMOUNTS: BadValue[] = [
  { name: 'negative amount', value: '-1' },
  { name: 'zero amount', value: '0' },
  { name: '19-digit amount', value: '9223372036854775807' },
  { name: 'overflowing amount', value: '99999999999999999999999999' },
  { name: 'too many decimals', value: '0.000000000000000001' },
  { name: 'exponent', value: '1e309' },
  { name: 'NaN', value: 'NaN' },
  { name: 'hex', value: '0x10' },
];
const BAD_NUMBERS: BadValue[] = [
  { name: 'negative', value: -1 },
  { name: 'zero', value: 0 },
  { name: 'fraction', value: 0.5 },
  { name: '19-digit integer', value: new RawNumber('9223372036854775807') },
  { name: 'beyond safe integer', value: new RawNumber('9007199254740993') },
  { name: 'huge', value: 1e308 },
  { name: 'number as string', value: '1' },
];

/** Field names that carry a number written as text (money, odds, multipliers). */
const NUMERIC_TEXT = /amount|stake|price|odds|multiplier|payout|limit|credits|value|min|max/i;

/**
 * Wrong and boundary values for a field of this schema: wrong types first, then its own kind
 * (numbers written as text for fields whose name says they hold one; a value outside an enum).
 */
export function badValues(schema: Schema | undefined, field = ''): BadValue[] {
  const type = schema?.type ?? firstAlternative(schema ?? {})?.type;
  const wrongTypes: BadValue[] = [
    { name: 'null', value: null },
    { name: 'object', value: { nested: true } },
    ...(type === 'array' ? [] : [{ name: 'array', value: ['x'] }]),
    ...(type === 'string' ? [{ name: 'number', value: 12345 }] : [{ name: 'string', value: 'x' }]),
  ];
  switch (type) {
    case 'string':
      if (schema?.enum) return [...wrongTypes, { name: 'outside the enum', value: 'zz' }];
      return [...wrongTypes, ...BAD_STRINGS, ...(NUMERIC_TEXT.test(field) ? BAD_AMOUNTS : [])];
    case 'integer':
    case 'number':
      return [...wrongTypes, ...BAD_NUMBERS];
    case 'boolean':
      return [...wrongTypes, { name: 'boolean as string', value: 'true' }];
    case 'array':
      return [
        ...wrongTypes,
        { name: 'array of nulls', value: [null, null] },
        { name: 'array of 10,000', value: Array.from({ length: 10_000 }, () => 'x') },
      ];
    default:
      return [...wrongTypes, { name: 'deep nesting', value: deepArray(200) }];
  }
}

/** Path and query text: the same ideas, as a URL carries them (encoded). */
export const BAD_URL_VALUES: BadValue[] = [
  { name: 'text', value: 'x' },
  { name: 'negative', value: '-1' },
  { name: 'zero', value: '0' },
  { name: '19-digit integer', value: '9223372036854775807' },
  { name: 'overflowing integer', value: '99999999999999999999999999' },
  { name: 'NUL byte', value: '%00' },
  { name: 'invalid UTF-8', value: '%FF%FE' },
  { name: 'huge', value: 'a'.repeat(5000) },
  { name: 'path traversal', value: '..%2F..%2Fetc%2Fpasswd' },
  { name: 'confusable', value: encodeURIComponent('\u0430dmin') },
  { name: 'uuid of nothing', value: randomUUID() },
];
