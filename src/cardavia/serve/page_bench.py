"""``cardavia bench --serve --page-loads N``: the page loaded in a real headless Chromium until
the home screen shows, against ``cardavia serve`` on 127.0.0.1.

Each load opens the page in a fresh tab and waits until the page's text layer (xterm.js's
screen-reader rows) shows the home screen's heading; the tab is then closed, which ends its
game. The loads alternate a first visit (an empty browser cache: everything is fetched) and
a return visit (what the browser kept is used): medians of each, the bytes the page's files
took on the wire on each kind of visit, and the load average. Needs Chromium and its driver
(Debian: chromium, chromium-driver) and selenium (the test extra); nothing is downloaded.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import signal
import statistics
import tempfile
import time
from pathlib import Path

from cardavia.serve.bench import AT_HOME, _start_server
from cardavia.serve.server import ServeError

CHROMIUM_FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--window-size=1280,860",
)
SCREEN_JS = """
const tree = document.querySelector('.xterm-accessibility-tree');
return tree ? tree.textContent : '';
"""
#: Bytes each file took on the wire (0 when the browser's cache answered).
TRANSFER_JS = """
return performance.getEntriesByType('resource').concat(performance.getEntriesByType('navigation'))
  .reduce((total, entry) => total + (entry.transferSize || 0), 0);
"""
HOME_TIMEOUT = 120.0


def _program(name: str) -> str:
    found = shutil.which(name) or (
        f"/usr/bin/{name}" if os.path.exists(f"/usr/bin/{name}") else None
    )
    if found is None:
        raise ServeError(f"bench --serve --page-loads needs {name} (apt-get install {name})")
    return found


def _browser(profile: Path) -> object:
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        raise ServeError(
            "bench --serve --page-loads needs selenium: pip install 'cardavia[test]'"
        ) from None
    options = webdriver.ChromeOptions()
    options.binary_location = _program("chromium")
    for flag in CHROMIUM_FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={profile}")
    # An explicit driver: Selenium Manager never runs, nothing is downloaded.
    return webdriver.Chrome(service=Service(_program("chromedriver")), options=options)


def _load(driver: object, url: str, cold: bool) -> tuple[float, int]:
    """Seconds from asking for the page to the home screen shown, and the bytes fetched."""
    if cold:
        driver.execute_cdp_cmd("Network.clearBrowserCache", {})  # type: ignore[attr-defined]
    driver.get("about:blank")  # type: ignore[attr-defined]
    home = AT_HOME.decode()
    start = time.perf_counter()
    driver.get(url)  # type: ignore[attr-defined]
    deadline = start + HOME_TIMEOUT
    while home not in (shown := driver.execute_script(SCREEN_JS) or ""):  # type: ignore[attr-defined]
        if time.perf_counter() > deadline:
            raise ServeError(
                f"the home screen did not show within {HOME_TIMEOUT:g} s; the page showed "
                f"{' '.join(shown.split())[:300]!r}"
            )
        time.sleep(0.01)
    elapsed = time.perf_counter() - start
    fetched = int(driver.execute_script(TRANSFER_JS) or 0)  # type: ignore[attr-defined]
    driver.get("about:blank")  # type: ignore[attr-defined]  # the tab's game ends
    return elapsed, fetched


async def _measure(loads: int, root: Path) -> dict[str, object]:
    server, port = await _start_server(2, root)
    driver = None
    try:
        driver = await asyncio.to_thread(_browser, root / "chromium")
        url = f"http://127.0.0.1:{port}/?lang=en"
        await asyncio.to_thread(_load, driver, url, True)  # warm-up: Python's files cached
        before = os.getloadavg()
        times: dict[str, list[float]] = {"first": [], "return": []}
        fetched: dict[str, list[int]] = {"first": [], "return": []}
        for _ in range(loads):
            for kind in ("first", "return"):
                elapsed, size = await asyncio.to_thread(_load, driver, url, kind == "first")
                times[kind].append(elapsed)
                fetched[kind].append(size)
                await asyncio.sleep(0.3)  # the closed tab's game ends before the next
        after = os.getloadavg()
    finally:
        if driver is not None:
            await asyncio.to_thread(driver.quit)  # type: ignore[attr-defined]
        if server.returncode is None:
            server.send_signal(signal.SIGINT)
            try:
                await asyncio.wait_for(server.wait(), 30)
            except TimeoutError:
                server.kill()
                await server.wait()
    return {
        "benchmark": "serve-page-load",
        "loads": loads,
        "load_average": [round(v, 2) for v in before],
        "load_average_after": [round(v, 2) for v in after],
        "first_visit_s": round(statistics.median(times["first"]), 3),
        "return_visit_s": round(statistics.median(times["return"]), 3),
        "first_visit_bytes": int(statistics.median(fetched["first"])),
        "return_visit_bytes": int(statistics.median(fetched["return"])),
        "first_visit_runs": [round(v, 3) for v in times["first"]],
        "return_visit_runs": [round(v, 3) for v in times["return"]],
    }


def run_page_bench(loads: int, as_json: bool = False) -> int:
    import json

    root = Path(tempfile.mkdtemp(prefix="cardavia-bench-page-"))
    try:
        report = asyncio.run(_measure(loads, root))
    finally:
        shutil.rmtree(root, ignore_errors=True)
    if as_json:
        print(json.dumps(report))
        return 0
    print(
        f"cardavia serve on 127.0.0.1, headless Chromium: page to home screen, median of "
        f"{loads} alternated loads: first visit {report['first_visit_s']:.3f} s "
        f"({report['first_visit_bytes']:,} bytes fetched), return visit "
        f"{report['return_visit_s']:.3f} s ({report['return_visit_bytes']:,} bytes); "
        f"load average {report['load_average'][0]:.2f}"  # type: ignore[index]
    )
    return 0
