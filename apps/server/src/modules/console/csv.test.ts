import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  const columns = [
    { header: 'name', value: (r: { name: string; n: number | null }) => r.name },
    { header: 'n', value: (r: { name: string; n: number | null }) => r.n },
  ];

  it('writes a header and one CRLF line per row, empty for null', () => {
    expect(
      toCsv(columns, [
        { name: 'ann', n: 1 },
        { name: 'bo', n: null },
      ]),
    ).toBe('name,n\r\nann,1\r\nbo,');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv(columns, [{ name: 'a,"b"\nc', n: 2 }])).toBe('name,n\r\n"a,""b""\nc",2');
  });

  it('defuses spreadsheet formulas but keeps negative numbers', () => {
    expect(toCsv(columns, [{ name: '=HYPERLINK("x")', n: -5 }])).toBe(
      'name,n\r\n"\'=HYPERLINK(""x"")",-5',
    );
    expect(toCsv(columns, [{ name: '@cmd', n: 0 }])).toBe("name,n\r\n'@cmd,0");
    expect(toCsv(columns, [{ name: '-12.5', n: 0 }])).toBe('name,n\r\n-12.5,0');
  });
});
