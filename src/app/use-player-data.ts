import { useEffect, useRef, useState } from 'react';
import type { PlayerApiClient } from '../api';
import {
  startPlayerDataLoad,
  type PlayerData,
  type PlayerDataLoad,
  type PlayerDataSettings,
} from './load-player-data';
import type { PlayerQuery } from '../shared/player-query';

/**
 * The player's data for as long as the component shows this content: the page's boot load when
 * given (started before React rendered), else a load of its own.
 */
export function usePlayerData(
  client: PlayerApiClient,
  query: PlayerQuery,
  settings: PlayerDataSettings,
  bootLoad?: PlayerDataLoad,
): PlayerData {
  const [data, setData] = useState<PlayerData>(() => bootLoad?.settled() ?? { status: 'loading' });
  // The boot load serves the first mount only; a remount (or new query) loads anew.
  const unusedBootLoad = useRef(bootLoad);
  const { baseUrl, adListUrl, cmcd } = settings;

  useEffect(() => {
    const load =
      unusedBootLoad.current ?? startPlayerDataLoad(client, query, { baseUrl, adListUrl, cmcd });
    unusedBootLoad.current = undefined;
    void load.result.then((next) => {
      if (next) setData(next);
    });
    return () => load.dispose();
  }, [client, query, baseUrl, adListUrl, cmcd]);

  return data;
}
