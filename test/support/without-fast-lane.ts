// The "… without the fast lane" jest projects: every app these suites start answers through Nest's pipeline
// only (testConfig reads FAST_LANE), so each rule they test is proven on both paths (ADR 0028).
process.env.FAST_LANE = 'false';
