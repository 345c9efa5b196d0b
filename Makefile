# The two commands: `make run` starts Aurum, `make test` runs every test.
# Both install what they need first (scripts/deps.sh), then build incrementally.
SHELL := /bin/bash
BUILD_DIR ?= build
# A Node that scripts/deps.sh fetched (where the system's is older than 20.19) comes first.
export PATH := $(CURDIR)/.cache/node/bin:$(PATH)

.PHONY: run test deps build server web bench migrate clean

# Serving needs the server binary and the web app, not the test binaries nor the test tools.
run:
	@scripts/deps.sh run
	@TARGETS=aurum scripts/build-server.sh
	@scripts/build-web.sh run
	@scripts/run.sh

test: deps web
	@scripts/test.sh

deps:
	@scripts/deps.sh

build: server web

server:
	@scripts/build-server.sh

web:
	@scripts/build-web.sh

bench: deps build
	@scripts/bench.sh

clean:
	rm -rf $(BUILD_DIR) web/dist
