import { collapseLineBreaks, rewriteTagPlaceholders, TemplateEngine } from './template-engine';

const FIELDS = ['FirstName', 'CampaignName', 'Amount', 'CampaignLogo'];
const body = (htmlBody: string) => ({ subject: 'Hello', htmlBody });

describe('TemplateEngine.render', () => {
  const engine = new TemplateEngine();

  it('HTML-escapes fields and tag values in the body', () => {
    const { html } = engine.render(null, body('<p>{{FirstName}} / {{tag:Team}}</p>'), { FirstName: '<script>alert(1)</script>' }, { Team: '<b>"R&D"</b>' });
    expect(html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; / &lt;b&gt;&quot;R&amp;D&quot;&lt;/b&gt;</p>');
  });

  it('resolves tags exact-case, in every placeholder form, and renders a missing tag as tag:Key', () => {
    const tags = { Team: 'Upper', team: 'lower', 'Cost center': 'CC-7' };
    const { html } = engine.render(null, body('{{tag:Team}}|{{ tag:team }}|{{{tag:Cost center}}}|{{tag:TEAM}}|{{tag:  Nope  }}'), {}, tags);
    expect(html).toBe('Upper|lower|CC-7|tag:TEAM|tag:Nope');
  });

  it('escapes a tag placeholder even when triple-stashed', () => {
    expect(engine.render(null, body('{{{tag:x}}}'), {}, { x: '<i>' }).html).toBe('&lt;i&gt;');
  });

  it('does not resolve tags from inherited properties', () => {
    expect(engine.render(null, body('{{tag:toString}}'), {}, {}).html).toBe('tag:toString');
  });

  it('renders the subject unescaped, on one line', () => {
    const { subject } = engine.render(null, { subject: 'Hi {{FirstName}} &\r\n {{tag:Team}}\n', htmlBody: 'x' }, { FirstName: 'Ada <ada@x.org>' }, { Team: 'R&D' });
    expect(subject).toBe('Hi Ada <ada@x.org> & R&D');
  });

  it('renders #if, #unless and else over fields, and an absent field as nothing', () => {
    const content = body('{{#if CampaignLogo}}<img src="{{CampaignLogo}}">{{else}}no logo{{/if}}{{#unless Amount}}, no amount{{/unless}}[{{FirstName}}]');
    expect(engine.render(null, content, { CampaignLogo: 'https://x/l.png' }, {}).html).toBe('<img src="https://x/l.png">, no amount[]');
    expect(engine.render(null, content, { Amount: '$1.00' }, {}).html).toBe('no logo[]');
  });

  it('renders a partial registered on its own instance, never on the global Handlebars', () => {
    const own = new TemplateEngine();
    own.registerPartial('layout', '<main>{{> @partial-block}}</main><footer>{{tag:Team}}</footer>');
    expect(own.render(null, body('{{#> layout}}Hi {{FirstName}}{{/layout}}'), { FirstName: 'Ada' }, {}).html).toBe('<main>Hi Ada</main><footer>tag:Team</footer>');
    expect(() => engine.render(null, body('{{> layout}}'), {}, {}).html).toThrow(/could not be found/);
  });

  it('compiles content once per key and drops the oldest key beyond its size', () => {
    const small = new TemplateEngine({ cacheSize: 2 });
    const compile = jest.spyOn(small.handlebars, 'compile');
    const first = { subject: 'One {{FirstName}}', htmlBody: '<p>{{FirstName}}</p>' };
    expect(small.render('t1:1', first, { FirstName: 'Ada' }, {}).html).toBe('<p>Ada</p>');
    expect(small.render('t1:1', first, { FirstName: 'Bob' }, {}).html).toBe('<p>Bob</p>');
    expect(compile).toHaveBeenCalledTimes(2); // subject and body, once
    // Under the same key the engine trusts its cache: the key must change with the content.
    expect(small.render('t1:1', body('changed'), {}, {}).html).toBe('<p></p>');

    small.render('t2:1', body('two'), {}, {});
    small.render('t3:1', body('three'), {}, {});
    expect(small.cachedCount).toBe(2);
    expect(compile).toHaveBeenCalledTimes(6);
    expect(small.render('t1:1', body('recompiled'), {}, {}).html).toBe('recompiled');
    expect(compile).toHaveBeenCalledTimes(8);
  });

  it('never caches content rendered without a key', () => {
    const own = new TemplateEngine();
    own.render(null, body('a'), {}, {});
    expect(own.cachedCount).toBe(0);
  });
});

describe('TemplateEngine.check', () => {
  const engine = new TemplateEngine();
  const problemsOf = (htmlBody: string) => engine.check(body(htmlBody), FIELDS).htmlBody ?? [];

  it('accepts fields, tag placeholders, #if/#unless/else and comments', () => {
    const content = {
      subject: '{{CampaignName}}: {{tag:Order id}}',
      htmlBody: '{{! note }}{{#if CampaignLogo}}<img src="{{CampaignLogo}}">{{else if Amount}}{{Amount}}{{else}}-{{/if}}{{#unless FirstName}}x{{/unless}} {{ tag:a.b }} {{{tag:c}}}',
    };
    expect(engine.check(content, FIELDS)).toEqual({});
  });

  it('reports a compile error with its line, per member', () => {
    const problems = engine.check({ subject: 'Hi {{FirstName', htmlBody: '<p>\n{{#if FirstName}}x{{/unless}}' }, FIELDS);
    expect(problems.subject).toEqual([expect.stringMatching(/^Line 1: the content is not valid Handlebars near "Hi \{\{FirstName"/)]);
    expect(problems.htmlBody).toEqual([expect.stringMatching(/^Line 2, column \d+: if doesn't match unless/)]);
    expect(problemsOf('a\nb\n{{#if FirstName}}open')).toEqual([expect.stringMatching(/^Line 3: .*found the end of the content/)]);
  });

  it('names a placeholder that is not a field of the type and lists what the type offers', () => {
    const [problem] = problemsOf('<p>Hi {{Firstname}}</p>');
    expect(problem).toContain('{{Firstname}} is not a field of this template type');
    expect(problem).toContain('{{FirstName}}, {{CampaignName}}, {{Amount}}, {{CampaignLogo}}');
    expect(problem).toContain('{{tag:Key}}');
    expect(problemsOf('{{#if Secret}}x{{/if}}')).toEqual([expect.stringContaining('{{Secret}} is not a field')]);
    expect(problemsOf('{{FirstName.length}}')).toEqual([expect.stringContaining('{{FirstName.length}} is not a field')]);
    expect(problemsOf('{{this}}')).toEqual([expect.stringContaining('{{this}} is not a field')]);
  });

  it('refuses partials, unless the caller allows them (the built-in defaults)', () => {
    expect(problemsOf('{{> layout}}')).toEqual([expect.stringContaining('partials')]);
    expect(problemsOf('{{#> layout}}x{{/layout}}')).toEqual([expect.stringContaining('partials')]);
    expect(engine.check(body('{{#> layout}}{{FirstName}}{{/layout}}'), FIELDS, { allowPartials: true })).toEqual({});
    // Content inside an allowed partial block is still checked.
    expect(engine.check(body('{{#> layout}}{{Nope}}{{/layout}}'), FIELDS, { allowPartials: true }).htmlBody).toEqual([expect.stringContaining('{{Nope}}')]);
  });

  it('refuses unescaped output of fields', () => {
    expect(problemsOf('{{{FirstName}}}')).toEqual([expect.stringContaining('without HTML escaping')]);
    expect(problemsOf('{{&FirstName}}')).toEqual([expect.stringContaining('without HTML escaping')]);
    expect(engine.check({ subject: '{{{FirstName}}}', htmlBody: 'x' }, FIELDS).subject).toEqual([expect.stringContaining('without HTML escaping')]);
  });

  it.each([
    ['{{#each FirstName}}x{{/each}}', 'the block {{#each}} is not allowed'],
    ['{{#with FirstName}}x{{/with}}', 'the block {{#with}} is not allowed'],
    ['{{#Custom FirstName}}x{{/Custom}}', 'the block {{#Custom}} is not allowed'],
    ['{{^FirstName}}x{{/FirstName}}', 'is not allowed'],
    ['{{{{raw}}}}x{{{{/raw}}}}', 'the block {{#raw}} is not allowed'],
    ['{{lookup FirstName "x"}}', '{{lookup …}} calls a helper'],
    ['{{log FirstName}}', '{{log …}} calls a helper'],
    ['{{FirstName x=1}}', 'calls a helper'],
    ['{{@root.FirstName}}', 'data variable'],
    ['{{@index}}', 'data variable'],
    ['{{#if @first}}x{{/if}}', 'data variable'],
    ['{{../FirstName}}', 'parent context'],
    ['{{#if (lookup FirstName "x")}}x{{/if}}', 'subexpressions'],
    ['{{#if FirstName Amount}}x{{/if}}', 'takes exactly one field'],
    ['{{#if}}x{{/if}}', 'takes exactly one field'],
    ['{{#if FirstName as |x|}}{{x}}{{/if}}', 'block parameters'],
    ['{{*decorator}}', 'decorators'],
    ['{{"text"}}', 'is a literal'],
    ['{{__tag "x" "y"}}', 'internal'],
    ['{{tag:}}', 'names no tag'],
    ['{{tag:a,b}}', 'can never match'],
    [`{{tag:${'k'.repeat(65)}}}`, 'at most 64 characters'],
  ])('refuses %s', (content, message) => {
    expect(problemsOf(content)).toEqual(expect.arrayContaining([expect.stringContaining(message)]));
  });

  it('reports every problem of a member, each with its line and column', () => {
    expect(problemsOf('{{Nope}}\n  {{> partial}}')).toEqual([expect.stringMatching(/^Line 1, column 3: \{\{Nope\}\}/), expect.stringMatching(/^Line 2, column 3: partials/)]);
  });
});

describe('tag placeholders', () => {
  it('become a helper call with the trimmed key as a string literal, keeping line numbers', () => {
    expect(rewriteTagPlaceholders('a {{ tag: Cost center }}\n{{{tag:x.y}}} {{~tag:z~}}')).toBe('a {{__tag "Cost center"}}\n{{__tag "x.y"}} {{~__tag "z"~}}');
    expect(rewriteTagPlaceholders('{{{tag:x}}')).toBe('{{{tag:x}}');
  });

  it('keep a key ending in a backslash intact', () => {
    expect(new TemplateEngine().render(null, body('{{tag:dir\\}}'), {}, { 'dir\\': 'ok' }).html).toBe('ok');
  });
});

describe('collapseLineBreaks', () => {
  it('turns CR and LF runs with their padding into one space', () => {
    expect(collapseLineBreaks(' a \r\n\r\n b\nc\r')).toBe('a b c');
  });
});
