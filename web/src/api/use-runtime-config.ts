import useSWR from 'swr';
import {
  RUNTIME_CONFIG_PATH,
  runtimeConfigSchema,
  type RuntimeConfig,
} from '#shared/runtime-config';
import { fetchJson } from './fetch-json';

async function fetchRuntimeConfig(url: string): Promise<RuntimeConfig> {
  return runtimeConfigSchema.parse(await fetchJson(url));
}

/** The stage's public settings (/config.json), read once per visit. */
export function useRuntimeConfig() {
  return useSWR(RUNTIME_CONFIG_PATH, fetchRuntimeConfig, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
