# rummylab: build, serve and test the site.  `make help` lists the targets.
#
# Everything runs from the repository's own .venv (Python >= 3.12) and node_modules (npm ci),
# both created on demand; stamp files make a second run quick.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help
MAKEFLAGS += --no-print-directory

VENV    := .venv
PY      := $(VENV)/bin/python
STAMP   := $(VENV)/.rummylab-installed
# The Python tools, every version pinned with its hashes (make lock renews it from pyproject.toml).
LOCK    := requirements.lock
PIP_TOOLS := pip-tools==7.7.0
NODE_STAMP := node_modules/.rummylab-installed
HOST    ?= 127.0.0.1
PORT    ?= 8000
PYTEST_ARGS ?=
CHROMIUM ?= /usr/bin/chromium
export CHROMIUM
# Material prints a banner about MkDocs 2 on every build; the version is pinned (<2) in pyproject.toml.
export NO_MKDOCS_2_WARNING := 1

# A Python >= 3.12 that really runs: $(PYTHON) if given, else python3.13 / python3.12 / python3 on
# PATH (a pyenv shim for a version that is not selected fails, so each one is tried, not just
# found), else an interpreter under ~/.pyenv/versions.
define find_python
for p in $${PYTHON:-} python3.13 python3.12 python3 \
         $$HOME/.pyenv/versions/3.1[2-9]*/bin/python3 /root/.pyenv/versions/3.1[2-9]*/bin/python3; do \
  if [ -n "$$p" ] && "$$p" -c 'import sys; sys.exit(sys.version_info < (3, 12))' >/dev/null 2>&1; then \
    "$$p" -c 'import sys; print(sys.executable)'; exit 0; \
  fi; \
done; \
echo "error: no Python >= 3.12 found (tried python3.13, python3.12, python3, ~/.pyenv/versions/3.1x);" \
     "install one or run 'make PYTHON=/path/to/python3.12 ...'" >&2; exit 1
endef

.PHONY: help venv lock servers node_modules wheel build serve test test-engine test-site test-pyodide \
        test-browser chromium bench examples charts lint clean

help:
	@echo "make serve     build the site and serve it at http://$(HOST):$(PORT)/"
	@echo "make test      every test tier: engine (unit, property, doctests), site build, Pyodide on Node, browser"
	@echo "make build     mkdocs build --strict into site/ (verifies every worked example)"
	@echo "make examples  rewrite the worked examples' expectations from the engine"
	@echo "make charts    simulate the Knock Rummy strategy page's figures into docs/examples/charts/ (about 5 minutes)"
	@echo "make bench     run the benchmarks in bench/"
	@echo "make wheel     build the engine wheel into build/wheel/"
	@echo "make venv      create .venv (Python >= 3.12) with the engine, the plugins and the dev tools, as locked"
	@echo "make lock      renew requirements.lock (the newest versions pyproject.toml allows, with hashes)"
	@echo "make node_modules  npm ci (the pinned Pyodide runtime)"
	@echo "make test-engine | test-site | test-pyodide | test-browser   one tier only"
	@echo "make lint      type-check (mypy; tsc for the JavaScript), lint (ruff), list long modules, byte-compile, check whitespace"
	@echo "make clean     remove site/, build/ and caches (keeps .venv and node_modules)"

venv: $(STAMP)

$(STAMP): pyproject.toml engine/pyproject.toml $(LOCK)
	@if ! { [ -x $(PY) ] && $(PY) -c 'import sys; sys.exit(sys.version_info < (3, 12))' 2>/dev/null; }; then \
	  py="$$($(find_python))"; \
	  echo "creating $(VENV) with $$py"; \
	  rm -rf $(VENV); "$$py" -m venv $(VENV); \
	fi
	@echo "installing the locked tools, the engine and the site's plugins into $(VENV) (log: $(VENV)/pip.log)"
	@# (An egg-info left in the tree by an earlier install would shadow the plugins' entry points.)
	@rm -rf *.egg-info engine/*.egg-info
	@{ $(PY) -m pip install --disable-pip-version-check --upgrade pip \
	   && $(PY) -m pip install --disable-pip-version-check --require-hashes -r $(LOCK) \
	   && $(PY) -m pip install --disable-pip-version-check --no-deps --no-build-isolation -e engine -e .; } \
	  > $(VENV)/pip.log 2>&1 \
	  || { tail -40 $(VENV)/pip.log; echo "pip install failed (full log: $(VENV)/pip.log)"; exit 1; }
	@touch $@

# A throwaway venv holds pip-tools, so the lock never locks its own maker.
lock:
	rm -rf build/lock-venv
	"$$($(find_python))" -m venv build/lock-venv
	build/lock-venv/bin/pip install --disable-pip-version-check --quiet $(PIP_TOOLS)
	build/lock-venv/bin/pip-compile --quiet --upgrade --generate-hashes --allow-unsafe --strip-extras --extra dev \
	  --no-emit-index-url --no-emit-find-links --output-file $(LOCK) pyproject.toml

node_modules: $(NODE_STAMP)

$(NODE_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	@touch $@

wheel: $(STAMP)
	$(PY) -m site_plugins.pyodide wheel build/wheel

# (Chromium prints each game's rules to PDF: site_plugins/paper.py.)
build: $(STAMP) $(NODE_STAMP) chromium
	$(VENV)/bin/mkdocs build --strict

# A static server (standard library) that answers a missing address with its language's 404 page.
serve: build
	$(PY) -m site_plugins.serve --bind $(HOST) --port $(PORT) --directory site

# Debian's chromium for the browser tier (CI is a fresh machine; we are root there).
# The two web servers whose configurations deploy/ holds (tests/site/test_deploy.py serves the site with them).
servers:
	@missing=""; \
	{ [ -x /usr/sbin/nginx ] && [ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; } \
	  || missing="nginx-light libnginx-mod-http-brotli-static"; \
	command -v caddy >/dev/null || missing="$$missing caddy"; \
	if [ -n "$$missing" ]; then \
	  echo "installing$${missing:+ }$$missing (apt-get)"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing >/dev/null; \
	fi

chromium:
	@if ! [ -x "$(CHROMIUM)" ]; then \
	  echo "installing chromium (apt-get)"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium >/dev/null; \
	fi
	@"$(CHROMIUM)" --version 2>/dev/null

# All tiers in ONE pytest run, so the closing summary counts everything; the lint comes first.
# pytest-xdist runs it in TEST_WORKERS processes, each test file whole and in order in one of
# them (--dist loadfile), the files in the order tests/conftest.py gives them (--no-loadscope-reorder:
# the files that need no site first, while the site builds, once for all the processes).
TEST_WORKERS ?= 2
XDIST := -n $(TEST_WORKERS) --dist loadfile --no-loadscope-reorder
test: lint $(STAMP) $(NODE_STAMP) chromium servers
	$(PY) -m pytest $(XDIST) --durations=8 $(PYTEST_ARGS)

# (The Pyodide tier is one file, one Node process: workers would have nothing to share.)
test-engine: $(STAMP)
	$(PY) -m pytest $(XDIST) engine/rummylab tests/engine tests/cases $(PYTEST_ARGS)

test-site: $(STAMP) $(NODE_STAMP) chromium servers
	$(PY) -m pytest $(XDIST) tests/site $(PYTEST_ARGS)

test-pyodide: $(STAMP) $(NODE_STAMP)
	$(PY) -m pytest tests/pyodide $(PYTEST_ARGS)

test-browser: $(STAMP) $(NODE_STAMP) chromium
	$(PY) -m pytest $(XDIST) tests/browser $(PYTEST_ARGS)

# Every benchmark runs, even after one misses its target; the exit status says if any did. Each
# records its figures (bench/_report.py), and one table of them all, with targets, closes the run.
BENCH_ARGS ?=
BENCH_RESULTS := build/bench-results.jsonl
bench: build chromium
	@mkdir -p build; rm -f $(BENCH_RESULTS); found=0; failed=""; \
	for f in bench/*.py bench/*.mjs; do \
	  case "$$(basename "$$f")" in _*) continue ;; esac; \
	  [ -e "$$f" ] || continue; found=1; echo "== $$f"; \
	  case "$$f" in *.py) RUMMYLAB_BENCH_RESULTS=$(BENCH_RESULTS) $(PY) "$$f" $(BENCH_ARGS) ;; \
	                *.mjs) node "$$f" $(BENCH_ARGS) ;; esac || failed="$$failed $$f"; \
	done; \
	[ $$found = 1 ] || { echo "no benchmark in bench/"; exit 1; }; \
	echo "== every figure, side by side"; $(PY) bench/_report.py $(BENCH_RESULTS) || true; \
	[ -z "$$failed" ] || { echo "missed a target:$$failed"; exit 1; }

examples: $(STAMP)
	$(PY) -m site_plugins.examples --regenerate

# The strategy page's figures: bots play seeded hands (rummylab.practice.charts.PARAMETERS); the build only
# reads the JSON and refuses it when it was made with other parameters than the page's charts declare.
charts: $(STAMP)
	$(PY) -m rummylab.practice.charts docs/examples/charts

# The JavaScript (the page's, the workers', Node's) is checked by TypeScript from its JSDoc types
# (tsconfig.json lists the projects); --force: every project every time, nothing taken from a cache.
lint: $(STAMP) $(NODE_STAMP)
	$(VENV)/bin/mypy
	$(VENV)/bin/ruff check engine/rummylab site_plugins tests bench
	$(PY) -m tests.layout
	node_modules/.bin/tsc --build --force
	$(PY) -m compileall -q engine/rummylab site_plugins tests bench
	@! git grep -nI -E '[[:space:]]+$$' -- '*.py' '*.md' '*.yml' '*.toml' '*.js' '*.mjs' '*.ts' '*.css' 'tsconfig*.json' \
	  || { echo "trailing whitespace (above)"; exit 1; }

clean:
	rm -rf site build .pytest_cache .hypothesis test-results
