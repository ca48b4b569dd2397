import { validateSync, IsUrl } from 'class-validator';
import { httpUrlMessage, httpUrlProblem } from './url-problem';

describe('httpUrlProblem', () => {
  it.each([
    ['https://com', 'campaignLogo must have a host with a top-level domain, such as example.com; com has none.'],
    ['http://localhost/logo.png', 'campaignLogo must have a host with a top-level domain, such as example.com; localhost has none.'],
    ['logo.png', 'campaignLogo is not a valid URL: write it in full, such as https://example.com/logo.png.'],
    ['ftp://example.com/logo.png', 'campaignLogo must start with http:// or https://.'],
    [42, 'campaignLogo must be a URL written as text.'],
  ])('says what is wrong with %j', (value, message) => {
    expect(httpUrlProblem('campaignLogo', value)).toBe(message);
  });

  it('is the message of the IsUrl rule that refuses the value', () => {
    class Logo {
      @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: httpUrlMessage })
      campaignLogo!: unknown;
    }
    const problem = (value: unknown) => validateSync(Object.assign(new Logo(), { campaignLogo: value }))[0]?.constraints?.isUrl;
    expect(problem('https://com')).toBe('campaignLogo must have a host with a top-level domain, such as example.com; com has none.');
    expect(problem('https://cdn.example.com/logo.png')).toBeUndefined();
    expect(problem('https://203.0.113.7/logo.png')).toBeUndefined();
  });
});
