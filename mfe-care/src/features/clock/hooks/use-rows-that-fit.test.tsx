import { render, screen } from '@testing-library/react';
import { useRowsThatFit } from './use-rows-that-fit';

/** jsdom has no layout: each row says how tall it is drawn, the tile how tall it is (a 600 px kiosk's 257 px). */
const TILE_BOTTOM = 257;
const LIST_TOP = 80;

function place(heights: number[]): void {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const box = (top: number, bottom: number) => ({ top, bottom }) as DOMRect;
    if (this.dataset.tile !== undefined) return box(0, TILE_BOTTOM);
    if (this.tagName === 'UL') {
      const shown = heights.slice(0, this.children.length);
      return box(LIST_TOP, LIST_TOP + shown.reduce((sum, height) => sum + height, 0));
    }
    return box(0, 0);
  });
}

function Tile({ rows, max }: { rows: string[]; max: number }) {
  const { ref, count } = useRowsThatFit(max, rows.join(' '), true);
  return (
    <section data-tile="">
      <div ref={ref}>
        <ul>
          {rows.slice(0, count).map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      </div>
      <p>+{rows.length - count}</p>
    </section>
  );
}

afterEach(() => jest.restoreAllMocks());

describe('a kiosk tile shows the rows that fit as drawn', () => {
  test('rows short enough (English): as many as the window allows', () => {
    place([86, 86, 86]);
    render(<Tile rows={['a', 'b', 'c']} max={2} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('+1')).toBeInTheDocument();
  });

  test('longer rows (a longer language): fewer, the rest behind "+N"', () => {
    place([144, 144, 144]);
    render(<Tile rows={['a', 'b', 'c']} max={2} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('+2')).toBeInTheDocument();
  });

  test('always at least one row, however tall', () => {
    place([400, 400]);
    render(<Tile rows={['a', 'b']} max={2} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
