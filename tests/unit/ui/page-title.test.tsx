/** The page's title where the widget owns the page: each step's heading, then the site; "Error:" while a summary shows. */
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/preact';
import { PageHeading } from '../../../src/ui/PageHeading';
import { errorShown, ownTitle } from '../../../src/ui/page-title';

afterEach(() => ownTitle(undefined));

describe('the page title', () => {
  it('names the step, then the site, and starts "Error:" while an error summary shows', () => {
    document.title = 'Bank – Site';
    ownTitle('Site name');
    const { rerender } = render(<PageHeading>Review your transfer</PageHeading>);
    expect(document.title).toBe('Review your transfer – Site name');
    const gone = errorShown('Error:');
    expect(document.title).toBe('Error: Review your transfer – Site name');
    gone();
    expect(document.title).toBe('Review your transfer – Site name');
    rerender(<PageHeading>Enter your PIN</PageHeading>);
    expect(document.title).toBe('Enter your PIN – Site name');
  });

  it('without the option (inside another page) the host’s title stays', () => {
    document.title = 'Host page';
    render(<PageHeading>Sign In</PageHeading>);
    const gone = errorShown('Error:');
    gone();
    expect(document.title).toBe('Host page');
  });
});
