"""Headless Chromium from Debian (``chromium``, ``chromium-driver``) under Selenium, with nothing downloaded: the
driver's path is given explicitly, so Selenium Manager never runs, and the browser's own network features are off."""

from __future__ import annotations

from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--lang=en-US",  # the date field takes month, day, year as typed
)


def chromium(profile: Path, width: int = 1280, height: int = 1000) -> webdriver.Chrome:
    """A fresh browser with its own profile folder ``profile``."""
    for path in (CHROMIUM, CHROMEDRIVER):
        if not path.is_file():
            raise RuntimeError(f"{path} is missing: scripts/bootstrap.sh installs chromium and chromium-driver")
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for flag in (*FLAGS, f"--user-data-dir={profile}", f"--window-size={width},{height}"):
        options.add_argument(flag)
    return webdriver.Chrome(service=Service(executable_path=str(CHROMEDRIVER)), options=options)
