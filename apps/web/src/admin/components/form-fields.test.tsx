import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SelectField, TextField } from './form-fields';

/** The rendered control's opening tag, e.g. `<input …>`. */
const tagOf = (html: string, tag: string) => html.match(new RegExp(`<${tag}[^>]*>`))?.[0] ?? '';

describe('console field rows', () => {
  it('bind the label to the control and give it a test id of the same name', () => {
    const html = renderToStaticMarkup(<TextField id="f-code" label="Code" value="" readOnly />);
    expect(html).toContain('<label for="f-code"');
    expect(tagOf(html, 'input')).toContain('id="f-code"');
    expect(tagOf(html, 'input')).toContain('data-testid="f-code"');
    expect(tagOf(html, 'input')).not.toContain('aria-describedby');
  });

  it('describe the control by its hint', () => {
    const html = renderToStaticMarkup(
      <TextField id="f-max" label="Max" hint="Empty: unlimited." value="" readOnly />,
    );
    expect(tagOf(html, 'input')).toContain('aria-describedby="f-max-message"');
    expect(html).toContain('<p id="f-max-message"');
    expect(tagOf(html, 'input')).not.toContain('aria-invalid');
  });

  it('announce an error in place of the hint and mark the control invalid', () => {
    const html = renderToStaticMarkup(
      <SelectField id="f-kind" label="Kind" hint="Pick one" error="Required" value="a" disabled>
        <option value="a">A</option>
      </SelectField>,
    );
    const select = tagOf(html, 'select');
    expect(select).toContain('aria-invalid="true"');
    expect(select).toContain('aria-describedby="f-kind-message"');
    expect(html).toMatch(/<p id="f-kind-message" role="alert"[^>]*>Required<\/p>/);
    expect(html).not.toContain('Pick one');
  });
});
