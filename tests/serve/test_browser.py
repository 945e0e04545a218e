"""`cardavia serve` in a real headless Chromium (Debian's chromium and chromium-driver).

The screen is read from the page itself: the server switches on xterm.js's screen-reader
mode, which keeps every row of the terminal as text in an accessibility tree, so these tests
see what a person sees, and fail when the page does not show the table.

Set CARDAVIA_UPDATE_SCREENSHOT=1 to write docs/browser-table.png from the table test.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from serve_helpers import Served, needs_web_extra, start_server

from cardavia.i18n import Catalog
from cardavia.serve.page_bench import CHROMIUM_FLAGS  # the bench's browser is the tests'

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
SCREEN_JS = """
const tree = document.querySelector('.xterm-accessibility-tree');
if (!tree) { return null; }
return Array.from(tree.children).map(row => row.textContent).join('\\n');
"""
EN = Catalog("en")
#: On the table's footer at every moment (a dialog may cover the info lines, never the footer).
AT_TABLE = EN.t("binding-last-trick")
FI = Catalog("fi")


def _missing(reason: str) -> None:
    if os.environ.get("CI") == "true":
        pytest.fail(f"browser test cannot run in CI: {reason}")
    pytest.skip(reason)


@pytest.fixture(scope="module")
def driver() -> Iterator[object]:
    needs_web_extra()
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        _missing("selenium is not installed (pip install -e '.[test]')")
    for path in (CHROMIUM, CHROMEDRIVER):
        if not (os.path.exists(path) or shutil.which(os.path.basename(path))):
            _missing(f"{path} is missing (apt-get install chromium chromium-driver)")
    profile = tempfile.mkdtemp(prefix="cardavia-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM if os.path.exists(CHROMIUM) else shutil.which("chromium")
    for flag in CHROMIUM_FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={profile}")
    # An explicit driver path: Selenium Manager never runs, nothing is downloaded.
    service = Service(
        CHROMEDRIVER if os.path.exists(CHROMEDRIVER) else shutil.which("chromedriver")
    )
    browser = webdriver.Chrome(service=service, options=options)
    browser.set_page_load_timeout(30)
    try:
        yield browser
    finally:
        browser.quit()
        shutil.rmtree(profile, ignore_errors=True)


@pytest.fixture
def served(tmp_path: Path) -> Iterator[Served]:
    needs_web_extra()
    server = start_server(tmp_path, "--max-sessions", "2")
    try:
        yield server
    finally:
        output = server.stop()
        assert "Traceback" not in output, output


@pytest.fixture(autouse=True)
def _one_tab(driver) -> Iterator[None]:
    """Every test starts and ends with one blank tab (closing a tab ends its session)."""
    yield
    handles = driver.window_handles
    for handle in handles[1:]:
        driver.switch_to.window(handle)
        driver.close()
    driver.switch_to.window(handles[0])
    driver.get("about:blank")


def screen(driver) -> str:
    return driver.execute_script(SCREEN_JS) or ""


def flat(text: str) -> str:
    return " ".join(text.split())


def wait_for(driver, what: str | Callable[[str], bool], timeout: float = 20.0) -> str:
    """The page's screen text once it shows ``what``; fails with the last screen otherwise."""
    test = (lambda text: what in flat(text)) if isinstance(what, str) else what
    deadline = time.monotonic() + timeout
    text = ""
    while time.monotonic() < deadline:
        text = screen(driver)
        if text and test(text):
            return text
        time.sleep(0.1)
    raise AssertionError(f"the page never showed {what!r}; it shows:\n{text}")


def press(driver, *keys: str) -> None:
    from selenium.webdriver.common.by import By

    box = driver.find_element(By.CSS_SELECTOR, ".xterm-helper-textarea")
    for key in keys:
        box.send_keys(key)
        time.sleep(0.05)


def open_home(driver, url: str) -> str:
    driver.get(url)
    return wait_for(driver, EN.t("app-tagline"))


def test_the_home_screen_appears_with_cardavias_title_and_icon(driver, served):
    text = open_home(driver, served.url)
    assert "C A R D A V I A" in text
    assert EN.t("home-traditions") in text
    assert driver.title == EN.t("serve-page-title")
    icon = driver.execute_script("return document.querySelector('link[rel=icon]').href")
    assert icon.endswith("/favicon.svg")
    assert len(served.wait_sessions(1)) == 1


def test_a_french_tarot_table_opens_and_a_card_is_played_with_the_keyboard(
    driver, served, tmp_path
):
    from selenium.webdriver.common.keys import Keys

    open_home(driver, served.url)
    press(driver, Keys.ENTER)  # French tarot, the first tradition
    wait_for(driver, EN.t("tradition-start"))
    press(driver, Keys.ENTER)  # Start French Tarot
    table = wait_for(driver, AT_TABLE)
    assert "French Tarot" in table
    bid, turn, again = EN.t("dialog-bidding"), EN.t("table-your-turn"), EN.t("end-next-deal")
    deadline = time.monotonic() + 60
    played = False
    while time.monotonic() < deadline and not played:
        text = wait_for(driver, lambda s: any(x in flat(s) for x in (bid, turn, again)), 30)
        if again in flat(text):  # everybody passed: the deal is dealt again
            press(driver, Keys.ENTER)
            wait_for(driver, lambda s: again not in flat(s), timeout=10)
        elif turn in flat(text):
            hand_before = _hand_row(text)
            press(driver, Keys.ENTER)  # the cursor starts on a card that may be played
            after = wait_for(driver, lambda s, b=hand_before: "You: " in s and _hand_row(s) != b)
            assert len(_hand_row(after).split()) < len(hand_before.split()), after
            played = True
        else:
            press(driver, "1")  # Pass
            wait_for(driver, lambda s: bid not in flat(s), timeout=10)
            press(driver, "s")  # the AI seats play at once until it is our turn
    assert played, "no card was played within 60 s"
    shot = tmp_path / "browser-table.png"
    time.sleep(0.5)  # let the canvas catch up with the last frame
    driver.save_screenshot(str(shot))
    assert shot.stat().st_size > 10_000
    if os.environ.get("CARDAVIA_UPDATE_SCREENSHOT") == "1":
        shutil.copy(shot, ROOT / "docs" / "browser-table.png")


def _hand_row(text: str) -> str:
    """The row of the player's own cards: the last row with three or more suit signs."""
    rows = [row for row in text.splitlines() if sum(row.count(s) for s in "♠♥♦♣✦") >= 3]
    return rows[-1].strip() if rows else ""


def test_the_language_follows_the_browser_and_can_be_switched(driver, served):
    from selenium.webdriver.common.keys import Keys

    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setExtraHTTPHeaders", {"headers": {"Accept-Language": "fi"}})
    try:
        driver.get(served.url)
        wait_for(driver, FI.t("app-tagline"))
        assert driver.title == FI.t("serve-page-title")
    finally:
        driver.execute_cdp_cmd("Network.setExtraHTTPHeaders", {"headers": {}})
    press(driver, "l")
    wait_for(driver, FI.t("language-title"))
    press(driver, Keys.HOME, Keys.ENTER)  # English is the first language
    text = wait_for(driver, EN.t("app-tagline"))
    assert EN.t("home-language", name="English") in text


def test_a_second_tab_is_its_own_game_and_the_limit_has_its_page(driver, served):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    open_home(driver, served.url)
    first = driver.current_window_handle
    press(driver, Keys.ENTER)
    wait_for(driver, EN.t("tradition-start"))
    press(driver, Keys.ENTER)
    wait_for(driver, AT_TABLE)

    driver.switch_to.new_window("tab")
    home = open_home(driver, served.url)  # a new game at home, not the first tab's table
    assert AT_TABLE not in flat(home)
    folders = served.wait_sessions(2)
    assert len(folders) == 2, folders

    driver.switch_to.window(first)
    assert AT_TABLE in flat(screen(driver))  # the first tab still has its table

    driver.switch_to.new_window("tab")
    driver.get(served.url)
    limit = driver.find_element(By.ID, "session-limit").text
    assert EN.t("serve-full-title") in limit
    assert flat(EN.t("serve-full", count=2)) in flat(limit)
    assert driver.title.startswith(EN.t("serve-full-title"))


def test_a_game_in_progress_asks_before_the_page_goes_and_comes_back_after_a_reload(driver, served):
    from selenium.common.exceptions import NoAlertPresentException
    from selenium.webdriver.common.keys import Keys

    open_home(driver, served.url)
    press(driver, Keys.ENTER)  # French tarot, the first tradition
    wait_for(driver, EN.t("tradition-start"))
    press(driver, Keys.ENTER)
    wait_for(driver, AT_TABLE)
    playing = "return document.documentElement.dataset.playing === 'true'"
    deadline = time.monotonic() + 60
    while not driver.execute_script(playing) and time.monotonic() < deadline:
        press(driver, Keys.ENTER)  # a bid or a card: the game is under way
        time.sleep(0.5)
    assert driver.execute_script(playing), "the page never learnt a game is in progress"
    asks = driver.execute_script(
        "const e = new Event('beforeunload', {cancelable: true});"
        "window.dispatchEvent(e); return e.defaultPrevented;"
    )
    assert asks  # the browser asks before the page is closed or reloaded

    driver.execute_script("location.reload()")
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            driver.switch_to.alert.accept()  # "Reload site?": yes
            break
        except NoAlertPresentException:
            time.sleep(0.2)
    home = wait_for(driver, EN.t("home-continue", summary="").split("·")[0].strip(), 30)
    assert "French Tarot" in home  # the game it left, kept for this browser
