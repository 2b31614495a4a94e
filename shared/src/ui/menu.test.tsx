import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Menu } from './menu';
import { axeViolations, renderWithTheme } from '../testing';

function setup() {
  const onView = jest.fn();
  const onLogout = jest.fn();
  const utils = renderWithTheme(
    <Menu
      trigger={<span aria-hidden="true">👤</span>}
      aria-label="Profile menu"
      items={[
        { label: 'Ada Lovelace', disabled: true },
        { label: 'View Profile', onSelect: onView },
        { label: 'Logout', onSelect: onLogout },
      ]}
    />,
  );
  return {
    ...utils,
    onView,
    onLogout,
    trigger: screen.getByRole('button', { name: 'Profile menu' }),
  };
}

describe('Menu', () => {
  it('opens inside the landmark of its trigger, so no content sits outside a landmark', async () => {
    renderWithTheme(
      <nav aria-label="Main">
        <Menu trigger="Help" items={[{ label: 'Help Center' }]} />
      </nav>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Help/ }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toContainElement(await screen.findByRole('menu'));
  });

  it('is a collapsed menu button named by aria-label', async () => {
    const { trigger, container } = setup();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens with Enter, lists items with the disabled one marked, and selects with Enter', async () => {
    const { trigger, onView, onLogout } = setup();
    await userEvent.tab();
    expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Ada Lovelace',
      'View Profile',
      'Logout',
    ]);
    expect(items[0]).toHaveAttribute('aria-disabled', 'true');
    // The disabled first item is skipped by keyboard focus.
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(items[2]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onView).not.toHaveBeenCalled();
    expect(menu).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('opens with ArrowDown and closes with Escape', async () => {
    const { trigger } = setup();
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('opens on click, ignores the disabled item and selects by click', async () => {
    const { trigger, onView } = setup();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Ada Lovelace' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'View Profile' }));
    expect(onView).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('takes a text trigger as its name', () => {
    renderWithTheme(<Menu trigger="Help" items={[{ label: 'Help Center' }]} />);
    expect(screen.getByRole('button', { name: 'Help' })).toBeInTheDocument();
  });
});
