import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { strings } from '../../lib/strings';
import { ErrorScreen } from './error-screen';

// jsdom cannot navigate, and its Location's reload is read-only: the page's location is swapped
// for a copy whose reload only records the call.
const original = window.location;
const originalDescriptor = Object.getOwnPropertyDescriptor(window, 'location');

function stubReload() {
  const reload = vi.fn();
  const { href, origin, protocol, host, hostname, port, pathname, search, hash } = original;
  const location = { href, origin, protocol, host, hostname, port, pathname, search, hash, reload };
  Object.defineProperty(window, 'location', { configurable: true, value: location });
  return reload;
}

afterEach(() => {
  if (originalDescriptor) Object.defineProperty(window, 'location', originalDescriptor);
});

// The texts of spec section 8, written out: strings.ts must hold exactly these.
const url = 'https://cdn.example/media/master.json';
const screens: [string, string, string][] = [
  ['missing movie_id', strings.missingMovieId, 'Пропущен movie_id в запросе'],
  ['not found', strings.contentNotFound, 'Контент не доступен'],
  [
    'content blocked',
    strings.contentBlocked,
    'Извините, данный контент недоступен в вашей стране. Если вы используете VPN, мы рекомендуем отключить его или сменить страну.',
  ],
  ['no episodes', strings.noEpisodes, 'Отсутсвуют эпизоды для проигрывания'],
  ['master playlist failure', strings.masterPlaylistFailed(url), `Ошибка в загрузке: ${url}`],
];

describe('ErrorScreen', () => {
  it.each(screens)('shows the %s text in an alert, without a reload button', (_, message, text) => {
    expect(message).toBe(text);
    render(<ErrorScreen message={message} />);
    expect(screen.getByRole('alert')).toContainElement(screen.getByText(text));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers to reload the page for any other error, and reloads it on a click', async () => {
    const reload = stubReload();
    const user = userEvent.setup();
    render(<ErrorScreen message={strings.genericError('0A1B2C3D')} canReload />);
    const alert = screen.getByRole('alert');
    expect(alert).toContainElement(
      screen.getByText(
        'К сожалению, произошла ошибка, попробуйте перезагрузите страницу. Идентификатор ошибки: 0A1B2C3D',
      ),
    );
    const button = screen.getByRole('button', { name: 'Перезагрузить страницу' });
    expect(alert).toContainElement(button);
    expect(reload).not.toHaveBeenCalled();

    await user.click(button);
    expect(reload).toHaveBeenCalledOnce();
  });
});
