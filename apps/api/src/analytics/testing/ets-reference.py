"""Reference forecasts for domain/ets.spec.ts, computed once with Debian's python3-statsmodels 0.13.5.

Run: /usr/bin/python3 ets-reference.py > ets-reference.json  (CI does not need statsmodels: the JSON is committed).
Each case fits statsmodels' ExponentialSmoothing by least squares (initial states estimated too, as ours)
with the same parameter bounds as domain/ets.ts, and records the 24 point forecasts and fitted parameters.
"""
import json
import numpy as np
import statsmodels
from statsmodels.tsa.holtwinters import ExponentialSmoothing

# statsmodels' own bounds for the smoothing parameters (alpha, beta* and gamma in (0, 1), gamma <= 1 - alpha);
# damping as in domain/ets.ts (fpp3 section 8.2 suggests 0.8 to 0.98).
BOUNDS = {"damping_trend": (0.8, 0.98)}


def series(seed, n, level, slope, amplitude, noise, seasonal=True):
    rng = np.random.default_rng(seed)
    t = np.arange(n)
    season = amplitude * np.sin(2 * np.pi * t / 12) + 0.5 * amplitude * np.cos(4 * np.pi * t / 12) if seasonal else 0
    return np.round(level + slope * t + season + rng.normal(0, noise, n), 1)


def case(name, y, seasonal):
    model = ExponentialSmoothing(y, trend="add", damped_trend=True,
                                 seasonal="add" if seasonal else None,
                                 seasonal_periods=12 if seasonal else None,
                                 initialization_method="estimated",
                                 bounds=BOUNDS)
    fit = model.fit(optimized=True, use_brute=True)
    p = fit.params
    return {
        "name": name,
        "seasonal": seasonal,
        "series": [float(v) for v in y],
        "forecast": [float(v) for v in fit.forecast(24)],
        "sse": float(fit.sse),
        "params": {"alpha": float(p["smoothing_level"]), "beta_star": float(p["smoothing_trend"]),
                   "gamma": float(p["smoothing_seasonal"]) if seasonal else 0.0, "phi": float(p["damping_trend"])},
    }


cases = [
    case("seasonal-96", series(42, 96, 200, 1.5, 40, 8), True),
    case("seasonal-48", series(7, 48, 1000, -4, 150, 40), True),
    case("trend-18", series(3, 18, 50, 2.0, 0, 3, seasonal=False), False),
]
print(json.dumps({"generator": f"statsmodels {statsmodels.__version__}", "cases": cases}, indent=1))
