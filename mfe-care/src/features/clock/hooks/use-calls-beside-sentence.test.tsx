import { render, screen } from '@testing-library/react';
import { useCallsBesideSentence } from './use-calls-beside-sentence';

/**
 * The sentence as laid out: two lines while `wrapsFrom` or more calls stand beside it (the row's count, as committed
 * before the hook measures), else one; 20 px each.
 */
let wrapsFrom = Infinity;
const LINE = 20;

beforeEach(() => {
  wrapsFrom = Infinity;
  jest.spyOn(HTMLParagraphElement.prototype, 'getBoundingClientRect').mockImplementation(() => {
    const shown = Number(document.querySelector('output')?.textContent ?? 0);
    return DOMRect.fromRect({ height: shown >= wrapsFrom ? 2 * LINE : LINE });
  });
});
afterEach(() => jest.restoreAllMocks());

function Row({ max, enabled, sentence }: { max: number; enabled: boolean; sentence: string }) {
  const { sentenceBox, count } = useCallsBesideSentence(max, enabled, sentence);
  return (
    <div>
      <div ref={sentenceBox}>
        <div data-clock-face="">
          <p style={{ lineHeight: `${LINE}px` }}>{sentence}</p>
        </div>
      </div>
      <output aria-label="calls">{count}</output>
    </div>
  );
}

test('the window’s number of calls while the sentence keeps to one line beside them', () => {
  render(<Row max={2} enabled sentence="Now it's Sunday morning" />);
  expect(screen.getByLabelText('calls')).toHaveTextContent('2');
});

test('fewer calls while the sentence would take a second line, as few as it needs, none at most', () => {
  wrapsFrom = 2;
  const { rerender } = render(<Row max={2} enabled sentence="Ahora es domingo por la mañana" />);
  expect(screen.getByLabelText('calls')).toHaveTextContent('1');
  wrapsFrom = 1;
  rerender(<Row max={2} enabled sentence="Teraz jest poniedziałek po południu" />);
  expect(screen.getByLabelText('calls')).toHaveTextContent('0');
});

test('a shorter sentence later gets the window’s number again', () => {
  wrapsFrom = 2;
  const { rerender } = render(<Row max={2} enabled sentence="Ahora es domingo por la mañana" />);
  expect(screen.getByLabelText('calls')).toHaveTextContent('1');
  wrapsFrom = Infinity;
  rerender(<Row max={2} enabled sentence="Ahora es domingo por la noche" />);
  expect(screen.getByLabelText('calls')).toHaveTextContent('2');
});

test('off the kiosk (the site may wrap and scroll): the window’s number', () => {
  wrapsFrom = 1;
  render(<Row max={4} enabled={false} sentence="Ahora es domingo por la mañana" />);
  expect(screen.getByLabelText('calls')).toHaveTextContent('4');
});
