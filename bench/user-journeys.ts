import { request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { SEARCH_SCENARIOS, searchPath } from './search-scenarios';
import { percentile, round } from './stats';

/**
 * The load scenario: simulated buyers on the local stage, each from its own loopback address
 * (127.0.0.2, 127.0.0.3, ...) so the stage's per-client limits see separate people. Each one, in
 * a loop until the time is up: the home page's featured vans, a search, a listing from the
 * results (its detail, similar vans and the view count), and now and then an enquiry; with a
 * pause between steps as a person reads. Bounded in users and seconds; loopback only.
 */
export type JourneyOptions = { baseUrl: string; users: number; seconds: number };

export type StepFigures = { requests: number; errors: number; p50: number; p95: number };

export type JourneyFigures = {
  users: number;
  seconds: number;
  journeys: number;
  requests: number;
  errors: number;
  steps: Record<string, StepFigures>;
  /** The first few failures, to see what went wrong. */
  sampleErrors: string[];
};

type Answer = { status: number; body: string };

const THINK_MS = { min: 200, max: 1200 };
/** Enquiries are limited to 5 an hour per client: a buyer here sends at most 3. */
const MAX_ENQUIRIES_PER_USER = 3;
const ENQUIRY_CHANCE = 0.1;

function send(
  url: URL,
  localAddress: string,
  method: 'GET' | 'POST',
  body?: unknown,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method,
        localAddress,
        headers: payload
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
          : {},
        timeout: 15_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out after 15 s')));
    req.on('error', reject);
    req.end(payload);
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

export async function runUserJourneys(options: JourneyOptions): Promise<JourneyFigures> {
  const latencies = new Map<string, number[]>();
  const errorCounts = new Map<string, number>();
  const sampleErrors: string[] = [];
  let journeys = 0;
  const endsAt = Date.now() + options.seconds * 1000;

  const step = async (
    name: string,
    address: string,
    path: string,
    method: 'GET' | 'POST' = 'GET',
    body?: unknown,
  ): Promise<Answer | null> => {
    const started = performance.now();
    let answer: Answer | null = null;
    let failure: string | undefined;
    try {
      answer = await send(new URL(path, options.baseUrl), address, method, body);
      if (answer.status >= 400) failure = `${name} ${method} ${path}: ${answer.status}`;
    } catch (error) {
      failure = `${name} ${method} ${path}: ${error instanceof Error ? error.message : error}`;
    }
    (latencies.get(name) ?? latencies.set(name, []).get(name)!).push(performance.now() - started);
    if (failure) {
      errorCounts.set(name, (errorCounts.get(name) ?? 0) + 1);
      if (sampleErrors.length < 10) sampleErrors.push(failure);
      return null;
    }
    return answer;
  };

  const user = async (index: number) => {
    const address = `127.0.0.${2 + (index % 250)}`;
    let enquiries = 0;
    // Spread the start over the first seconds, as people arrive.
    await pause(Math.random() * 2000);
    while (Date.now() < endsAt) {
      journeys += 1;
      await step('home featured', address, '/api/listings/featured');
      await pause(THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min));
      const search = await step('search', address, searchPath(pick(SEARCH_SCENARIOS).query));
      const items = search ? (JSON.parse(search.body) as { items: { id: string }[] }).items : [];
      if (items.length === 0) continue;
      await pause(THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min));
      const id = pick(items).id;
      const detail = await step('listing detail', address, `/api/listings/${id}`);
      await step('similar vans', address, `/api/listings/${id}/similar`);
      await step('view count', address, `/api/listings/${id}/views`, 'POST');
      const seller = detail
        ? (JSON.parse(detail.body) as { seller?: { has_email?: boolean } }).seller
        : undefined;
      if (
        seller?.has_email &&
        enquiries < MAX_ENQUIRIES_PER_USER &&
        Math.random() < ENQUIRY_CHANCE
      ) {
        enquiries += 1;
        await step('enquiry', address, `/api/listings/${id}/enquiries`, 'POST', {
          name: `Load test buyer ${index}`,
          email: `buyer${index}@example.org`,
          phone: '',
          message: 'Is the van still for sale? (Sent by the benchmark on the local stage.)',
        });
      }
      await pause(THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min));
    }
  };

  await Promise.all(Array.from({ length: options.users }, (_, index) => user(index)));

  const steps: Record<string, StepFigures> = {};
  let requests = 0;
  let errors = 0;
  for (const [name, values] of latencies) {
    const stepErrors = errorCounts.get(name) ?? 0;
    steps[name] = {
      requests: values.length,
      errors: stepErrors,
      p50: round(percentile(values, 50)),
      p95: round(percentile(values, 95)),
    };
    requests += values.length;
    errors += stepErrors;
  }
  return {
    users: options.users,
    seconds: options.seconds,
    journeys,
    requests,
    errors,
    steps,
    sampleErrors,
  };
}
