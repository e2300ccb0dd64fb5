// Command line of `npm run bench -- [options]`.
const HELP = `npm run bench -- [options]
  --quick              sizes 107 and 3,200, 1 s per endpoint (under 2 minutes per database)
  --sizes <a,b,c>      catalogue sizes (default 107,3200,100000)
  --duration <s>       seconds of load per endpoint and server (default 5; quick 1)
  --warmup <s>         seconds of unmeasured load before each measurement (default 1.5; quick 0.3)
  --connections <n>    concurrent connections (default 10)
  --keys <n>           API keys of the bench tenant; every connection cycles through all of them (default 8 per connection: at 40,000 req/s, 4 per connection passed the plan's burst of 1,000/s per key)
  --seed <n>           seed of the synthetic programs (default 20260701)
  --compare <file>     print the deltas against an earlier results JSON
  --no-build           reuse the bench build in .data/bench-dist (default: build first)
  --cpu-prof <dir>     run the app with --cpu-prof, profiles written to <dir>
  --only <keys>        only these endpoints, e.g. programs.first,matches.default
  --databases <list>   embedded, postgres or both, measured one after the other in one run and reported in one
                       table (default: embedded, plus postgres when DATABASE_URL is set)
  --statement-samples <n>  sequential requests per endpoint whose SQL statements are counted (default 10; 0: off)`;

export function parseOptions(argv) {
  const o = {
    quick: false,
    sizes: null,
    duration: null,
    warmup: null,
    connections: 10,
    keys: null,
    seed: 20260701,
    compare: null,
    build: true,
    cpuProf: null,
    only: null,
    databases: null,
    statementSamples: 10,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value\n\n${HELP}`);
      return v;
    };
    if (a === '--quick') o.quick = true;
    else if (a === '--sizes')
      o.sizes = value()
        .split(',')
        .map((s) => Number(s.replace(/_/g, '')));
    else if (a === '--duration') o.duration = Number(value());
    else if (a === '--warmup') o.warmup = Number(value());
    else if (a === '--connections') o.connections = Number(value());
    else if (a === '--keys') o.keys = Number(value());
    else if (a === '--seed') o.seed = Number(value());
    else if (a === '--compare') o.compare = value();
    else if (a === '--no-build') o.build = false;
    else if (a === '--cpu-prof') o.cpuProf = value();
    else if (a === '--only') o.only = value().split(',');
    else if (a === '--databases') o.databases = value().split(',');
    else if (a === '--statement-samples') o.statementSamples = Number(value());
    else if (a === '--help' || a === '-h') {
      console.log(HELP);
      process.exit(0);
    } else throw new Error(`unknown option ${a}\n\n${HELP}`);
  }
  o.sizes ??= o.quick ? [107, 3200] : [107, 3200, 100_000];
  o.duration ??= o.quick ? 1 : 5;
  o.warmup ??= o.quick ? 0.3 : 1.5;
  // The bare server is warm after a few hundred requests; quick mode spends its seconds on the app.
  o.baselineWarmup = o.quick ? 0.1 : o.warmup;
  o.keys ??= 8 * o.connections;
  o.databases ??= process.env.DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'];
  for (const d of o.databases) {
    if (d !== 'embedded' && d !== 'postgres')
      throw new Error(`--databases: ${d} is neither embedded nor postgres`);
    if (d === 'postgres' && !process.env.DATABASE_URL)
      throw new Error(
        '--databases postgres needs DATABASE_URL (the server; the bench uses its own database fm_bench)',
      );
  }
  for (const s of o.sizes)
    if (!Number.isInteger(s) || s < 107) throw new Error(`size ${s}: at least the 107 real programs`);
  return o;
}
