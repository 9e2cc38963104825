/**
 * Times a regular expression against hostile inputs, to catch patterns whose running time grows
 * faster than their input (nested or adjacent overlapping quantifiers backtrack quadratically or
 * worse). The inputs are built from the pattern itself, the way ReDoS attacks are:
 *
 *   prefix  — a string that leads the pattern up to one of its quantifiers (taken from a sample
 *             match the pattern's own syntax tree spells out), or nothing;
 *   pump    — one character or a pair of characters the pattern uses, or what one repetition of a
 *             quantified part matches, or the prefix itself, repeated to the wanted length;
 *   suffix  — a character that makes the match fail, so the engine tries every way back.
 *
 * Each input is first tried at a small size and the slowest few again at full size, where a
 * linear pattern takes well under a millisecond per kilobyte and a quadratic one many times more.
 * The patterns run in a separate V8 context with a time limit, so even an exponential one ends
 * the measurement instead of hanging the test run.
 */
import vm from 'node:vm';

type Node =
  | { type: 'atom'; source: string }
  | { type: 'empty' }
  | { type: 'group'; id: number; alternatives: Node[][] }
  | { type: 'look'; alternatives: Node[][] }
  | { type: 'repeat'; node: Node; min: number };

/** A small parser for the JavaScript regular-expression syntax: enough to know what each part matches. */
const parse = (source: string, flags: string): Node[][] => {
  const unicode = /[uv]/.test(flags);
  let index = 0;
  let groups = 0;

  const escape = (): Node => {
    const start = index;
    index += 1;
    const next = source[index] ?? '';
    index += 1;
    if ((next === 'p' || next === 'P') && unicode && source[index] === '{') index = source.indexOf('}', index) + 1;
    else if (next === 'u' && source[index] === '{') index = source.indexOf('}', index) + 1;
    else if (next === 'u') index += 4;
    else if (next === 'x') index += 2;
    else if (next === 'c') index += 1;
    else if (next === 'k' && source[index] === '<') {
      index = source.indexOf('>', index) + 1;
      return { type: 'empty' };
    } else if (/[1-9]/.test(next)) {
      while (/\d/.test(source[index] ?? '')) index += 1;
      return { type: 'empty' };
    } else if (next === 'b' || next === 'B') return { type: 'empty' };
    return { type: 'atom', source: source.slice(start, index) };
  };

  const characterClass = (): Node => {
    const start = index;
    let depth = 0;
    index += 1;
    while (index < source.length) {
      const char = source[index];
      if (char === '\\') index += 2;
      else if (char === '[' && flags.includes('v')) {
        depth += 1;
        index += 1;
      } else if (char === ']') {
        index += 1;
        if (depth === 0) break;
        depth -= 1;
      } else index += 1;
    }
    return { type: 'atom', source: source.slice(start, index) };
  };

  const group = (): Node => {
    index += 1;
    let look = false;
    if (source.startsWith('?=', index) || source.startsWith('?!', index)) {
      look = true;
      index += 2;
    } else if (source.startsWith('?<=', index) || source.startsWith('?<!', index)) {
      look = true;
      index += 3;
    } else if (source.startsWith('?<', index)) index = source.indexOf('>', index) + 1;
    else if (source[index] === '?') index = source.indexOf(':', index) + 1; // (?: and modifiers such as (?i:
    const alternatives = sequence();
    index += 1; // the closing parenthesis
    groups += 1;
    return look ? { type: 'look', alternatives } : { type: 'group', id: groups, alternatives };
  };

  const atom = (): Node => {
    const char = source[index] ?? '';
    if (char === '(') return group();
    if (char === '[') return characterClass();
    if (char === '\\') return escape();
    const width = unicode && /[\ud800-\udbff]/.test(char) ? 2 : 1;
    index += width;
    if (char === '^' || char === '$') return { type: 'empty' };
    return { type: 'atom', source: source.slice(index - width, index) };
  };

  const quantified = (node: Node): Node => {
    const char = source[index];
    let min: number | undefined;
    if (char === '*' || char === '?') min = 0;
    else if (char === '+') min = 1;
    else if (char === '{') {
      const bounds = /^\{(\d+)(?:,\d*)?\}/.exec(source.slice(index, index + 24));
      if (!bounds) return node;
      min = Number(bounds[1]);
      index += bounds[0].length - 1;
    }
    if (min === undefined) return node;
    index += 1;
    if (source[index] === '?') index += 1; // lazy
    return { type: 'repeat', node, min };
  };

  const sequence = (): Node[][] => {
    const alternatives: Node[][] = [[]];
    while (index < source.length && source[index] !== ')') {
      if (source[index] === '|') {
        index += 1;
        alternatives.push([]);
        continue;
      }
      alternatives[alternatives.length - 1]!.push(quantified(atom()));
    }
    return alternatives;
  };

  return sequence();
};

/** Characters tried, in order, when a part of a pattern needs a character it matches or refuses. */
const CANDIDATES = [
  'a',
  '1',
  ' ',
  '.',
  ...Array.from({ length: 0x7e - 0x20 }, (_, offset) => String.fromCharCode(0x21 + offset)),
  '\t',
  '\n',
  '\r',
  '\u0000',
  'é',
  '\u00a0',
  '😀',
];

interface Alphabet {
  /** A character each part of the pattern matches. */
  matching: (source: string) => string;
  /** A character each part refuses (failing suffixes). */
  refused: Set<string>;
}

const alphabetFor = (flags: string): Alphabet => {
  const atomFlags = flags.replace(/[gymd]/g, '');
  const refused = new Set<string>();
  const cache = new Map<string, string>();
  return {
    refused,
    matching: (source) => {
      const known = cache.get(source);
      if (known !== undefined) return known;
      let test: RegExp;
      try {
        test = new RegExp(`^(?:${source})$`, atomFlags);
      } catch {
        return 'a';
      }
      const match = CANDIDATES.find((char) => test.test(char)) ?? '';
      const refusedChar = CANDIDATES.find((char) => !test.test(char));
      if (refusedChar !== undefined && refused.size < 8) refused.add(refusedChar);
      cache.set(source, match);
      return match;
    },
  };
};

interface Walk {
  text: string;
  /** Offsets in `text` where a quantifier starts or has matched once: where pumping begins. */
  cuts: Set<number>;
}

/** One hostile input, before it is given a length: `prefix + pump × n + suffix`. */
export interface Shape {
  prefix: string;
  pump: string;
  suffix: string;
}

export const render = ({ prefix, pump, suffix }: Shape, size: number): string =>
  prefix + pump.repeat(Math.max(1, Math.ceil((size - prefix.length) / pump.length))) + suffix;

/** The hostile input shapes for one pattern. */
export const hostileShapes = (source: string, flags: string): Shape[] => {
  const tree = parse(source, flags);
  const alphabet = alphabetFor(flags);
  const used = new Set<string>();
  const pumps = new Set<string>();

  /** A sample of what `nodes` match, given which alternative each group takes. */
  const walk = (alternatives: Node[][], choice: Map<number, number>, out: Walk, alternative = 0): void => {
    for (const node of alternatives[alternative] ?? []) {
      if (node.type === 'atom') {
        const char = alphabet.matching(node.source);
        used.add(char);
        out.text += char;
      } else if (node.type === 'group') walk(node.alternatives, choice, out, choice.get(node.id) ?? 0);
      else if (node.type === 'look') {
        // Matches nothing itself; its characters still feed the pumps.
        node.alternatives.forEach((_, index) => walk(node.alternatives, choice, { text: '', cuts: new Set() }, index));
      } else if (node.type === 'repeat') {
        out.cuts.add(out.text.length);
        const start = out.text.length;
        walk([[node.node]], choice, out);
        const once = out.text.slice(start);
        if (once !== '') pumps.add(once);
        out.cuts.add(out.text.length);
        out.text += once.repeat(Math.min(Math.max(node.min, 1), 256) - 1);
      }
    }
  };

  // One sample with the first alternative everywhere, then one per other alternative of each group.
  const groups: { id: number; count: number }[] = [];
  const findGroups = (alternatives: Node[][]): void => {
    const visit = (node: Node): void => {
      if (node.type === 'group') {
        groups.push({ id: node.id, count: node.alternatives.length });
        findGroups(node.alternatives);
      } else if (node.type === 'look') findGroups(node.alternatives);
      else if (node.type === 'repeat') visit(node.node);
    };
    alternatives.flat().forEach(visit);
  };
  findGroups(tree);
  const choices: Map<number, number>[] = [new Map()];
  for (const { id, count } of groups) for (let index = 1; index < count; index += 1) choices.push(new Map([[id, index]]));
  const samples: Walk[] = [];
  for (let top = 0; top < tree.length; top += 1) {
    for (const choice of choices) {
      const sample: Walk = { text: '', cuts: new Set([0]) };
      walk(tree, choice, sample, top);
      samples.push(sample);
    }
  }

  for (const first of used) {
    pumps.add(first);
    for (const second of used) if (second !== first) pumps.add(first + second);
  }
  const suffixes = new Set(['', '\n', '\u0000', '!', ' ', ...alphabet.refused]);

  const shapes = new Map<string, Shape>();
  const add = (shape: Shape) => shapes.set(JSON.stringify(shape), shape);
  for (const sample of samples) {
    for (const cut of sample.cuts) {
      const prefix = sample.text.slice(0, cut);
      for (const pump of pumps) for (const suffix of suffixes) add({ prefix, pump, suffix });
      // Classic shape: many starts of a match, none finished (each one rescans the rest).
      if (prefix !== '') for (const suffix of suffixes) add({ prefix: '', pump: prefix, suffix });
    }
    if (sample.text !== '') for (const suffix of suffixes) add({ prefix: '', pump: sample.text, suffix });
  }
  return [...shapes.values()];
};

/**
 * The measuring loop, run inside its own V8 context so that a time limit can stop it mid-match.
 * With the g flag the whole string is scanned (as replace and matchAll do), otherwise one exec.
 * It stops after the first input slower than `stopMs`, so a bad pattern is not timed on every input.
 */
const MEASURE = new vm.Script(`
  for (const input of job.inputs) {
    const pattern = new RegExp(job.source, job.flags);
    // V8 interprets a pattern's first run and compiles it for the next: time the compiled code.
    pattern.exec('warm-up');
    pattern.lastIndex = 0;
    const start = now();
    if (pattern.global) input.replace(pattern, '');
    else pattern.exec(input);
    const ms = now() - start;
    results.push(ms);
    if (ms > job.stopMs) break;
  }
`);

/** Milliseconds per input, in order; an input still running after `timeoutMs` ends the list as Infinity. */
const timeInputs = (source: string, flags: string, inputs: string[], stopMs: number, timeoutMs: number): number[] => {
  const results: number[] = [];
  const context = vm.createContext({ now: () => performance.now(), job: { source, flags, inputs, stopMs }, results });
  try {
    MEASURE.runInContext(context, { timeout: Math.ceil(timeoutMs) });
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw error;
    results.push(Infinity);
  }
  return results;
};

export interface ProbeResult {
  /** Milliseconds per kilobyte of the slowest hostile input at full size (Infinity: stopped at ten times the bound). */
  msPerKb: number;
  /** That input, shortened for messages. */
  worst: string;
  shapesTried: number;
}

const describeInput = (input: string) => {
  const shown = JSON.stringify(input.length > 60 ? `${input.slice(0, 40)}…${input.slice(-12)}` : input);
  return `${shown} (${input.length} characters)`;
};

const kilobytes = (characters: number) => characters / 1024;

/** Time limit of one batch of small inputs: only a pattern far worse than quadratic gets near it. */
const BATCH_LIMIT_MS = 10_000;

export interface ProbeOptions {
  /** Slower than this, per kilobyte of input, is a failure. */
  boundMsPerKb: number;
  /** Characters of each input at full size. */
  size?: number;
  /** Characters of each input in the first, quick pass over all shapes. */
  screenSize?: number;
  /** How many of the slowest shapes of that pass are timed at full size. */
  finalists?: number;
}

/**
 * Times every hostile shape at `screenSize` characters, then the slowest few at `size`
 * characters, and answers the slowest time per kilobyte at full size. A full-size time is the
 * best of three runs (so a pause of the machine is not taken for the pattern's fault), each
 * stopped at ten times the bound.
 */
export const probe = (
  source: string,
  flags: string,
  { boundMsPerKb, size = 50_000, screenSize = 8_000, finalists = 4 }: ProbeOptions,
): ProbeResult => {
  const shapes = hostileShapes(source, flags);
  const atFullSize = (shape: Shape) => {
    const input = render(shape, size);
    const limitMs = boundMsPerKb * kilobytes(input.length) * 10;
    let best = Infinity;
    for (let run = 0; run < 3 && best > boundMsPerKb; run += 1) {
      const [ms = Infinity] = timeInputs(source, flags, [input], Infinity, limitMs);
      best = Math.min(best, ms / kilobytes(input.length));
    }
    return { msPerKb: best, worst: describeInput(input), shapesTried: shapes.length };
  };

  const screen = shapes.map((shape) => render(shape, screenSize));
  const stopMs = boundMsPerKb * kilobytes(screenSize);
  const times: number[] = [];
  while (times.length < screen.length) {
    const batch = timeInputs(source, flags, screen.slice(times.length), stopMs, BATCH_LIMIT_MS);
    times.push(...batch);
    // Already over the bound at the small size: confirm at full size, and go on if it was a pause.
    if ((batch.at(-1) ?? 0) > stopMs) {
      const slow = atFullSize(shapes[times.length - 1]!);
      if (slow.msPerKb > boundMsPerKb) return slow;
    }
  }

  // The slowest timed once more, keeping the faster time, so that a pause ranks nothing first.
  const ranked = times
    .map((ms, index) => ({ ms, index }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 32);
  const again = timeInputs(
    source,
    flags,
    ranked.map(({ index }) => screen[index]!),
    Infinity,
    BATCH_LIMIT_MS,
  );
  ranked.forEach((entry, position) => (entry.ms = Math.min(entry.ms, again[position] ?? entry.ms)));
  ranked.sort((a, b) => b.ms - a.ms);

  let result: ProbeResult = { msPerKb: 0, worst: '', shapesTried: shapes.length };
  for (const { index } of ranked.slice(0, finalists)) {
    const timed = atFullSize(shapes[index]!);
    if (timed.msPerKb > result.msPerKb || result.worst === '') result = timed;
    if (result.msPerKb > boundMsPerKb) break;
  }
  return result;
};
