// Settings that keep a fresh checkout safe (issue 10).
#include "app/config.hpp"

#include <gtest/gtest.h>

#include <cstdlib>

#include "app/secrets.hpp"

using aurum::app::Config;

TEST(Config, ServesOnLoopbackUnlessToldOtherwise) {
  ::unsetenv("AURUM_BIND");
  EXPECT_EQ(Config::fromEnvironment().bind, "127.0.0.1");
  ::setenv("AURUM_BIND", "0.0.0.0", 1);
  EXPECT_EQ(Config::fromEnvironment().bind, "0.0.0.0");
  ::unsetenv("AURUM_BIND");
}

TEST(Config, PaymentProviderIsTestOrStripe) {
  ::unsetenv("AURUM_PAYMENT_PROVIDER");
  EXPECT_EQ(Config::fromEnvironment().payments.provider, "test");
  ::setenv("AURUM_PAYMENT_PROVIDER", "stripe", 1);
  ::setenv("AURUM_STRIPE_SECRET_KEY", "sk_test_x", 1);
  ::setenv("AURUM_STRIPE_PUBLISHABLE_KEY", "pk_test_x", 1);
  EXPECT_EQ(Config::fromEnvironment().payments.provider, "stripe");
  ::unsetenv("AURUM_STRIPE_SECRET_KEY");
  ::unsetenv("AURUM_STRIPE_PUBLISHABLE_KEY");
  ::setenv("AURUM_PAYMENT_PROVIDER", "paypal", 1);
  EXPECT_THROW(Config::fromEnvironment(), std::invalid_argument);
  ::unsetenv("AURUM_PAYMENT_PROVIDER");
}

TEST(Config, KeyFilesDefaultNextToTheSqliteDatabase) {
  Config c;
  auto p = aurum::app::secretPaths(c);
  EXPECT_EQ(p.signing, "var/keys/signing.key");
  EXPECT_EQ(p.data, "var/keys/data.key");
  EXPECT_EQ(p.hmac, "var/keys/hmac.key");
  c.databaseUrl = "postgresql://u@h/db";
  EXPECT_EQ(aurum::app::secretPaths(c).signing, "var/keys/signing.key");
  c.databaseUrl = "/srv/aurum/shop.db";
  c.hmacKeyFile = "/run/secrets/hmac";
  EXPECT_EQ(aurum::app::secretPaths(c).data, "/srv/aurum/keys/data.key");
  EXPECT_EQ(aurum::app::secretPaths(c).hmac, "/run/secrets/hmac");
}

TEST(Config, WorkerThreadsDefaultByBackend) {
  ::unsetenv("AURUM_WORKER_THREADS");
  EXPECT_EQ(Config::fromEnvironment().workerThreads, 0u);  // picked when the database is known
  EXPECT_EQ(Config::workerThreadsFor("var/aurum.db"), 32u);
  EXPECT_EQ(Config::workerThreadsFor("sqlite:var/aurum.db"), 32u);
  EXPECT_EQ(Config::workerThreadsFor("postgresql://u@h/db"), 4u);
  EXPECT_EQ(Config::workerThreadsFor("postgres://u@h/db"), 4u);
  EXPECT_EQ(Config::workerThreadsFor("postgres.db"), 32u);  // a SQLite file, whatever its name
  ::setenv("AURUM_WORKER_THREADS", "6", 1);
  EXPECT_EQ(Config::fromEnvironment().workerThreads, 6u);
  ::unsetenv("AURUM_WORKER_THREADS");
}

TEST(Config, ThePublicOriginIsAnOriginWithoutAPath) {
  using aurum::app::isPublicOrigin;
  for (const char* good : {"https://aurum.example", "http://localhost:8080", "http://127.0.0.1:80",
                           "https://[::1]:8443", "https://shop.aurum-metals.co.uk"})
    EXPECT_TRUE(isPublicOrigin(good)) << good;
  for (const char* bad :
       {"aurum.example", "ftp://aurum.example", "https://", "https://aurum.example/shop",
        "https://user@aurum.example", "https://aurum.example:99999", "https://aurum.example:",
        "https://aurum.example?x=1", "https://-aurum.example", "https://a..b", "https://[]",
        "https://aurum.example:80:81", "javascript:alert(1)", "https://au<rum.example"})
    EXPECT_FALSE(isPublicOrigin(bad)) << bad;
  ::setenv("AURUM_PUBLIC_ORIGIN", "https://aurum.example/", 1);
  EXPECT_EQ(Config::fromEnvironment().publicOrigin, "https://aurum.example");  // slash dropped
  ::setenv("AURUM_PUBLIC_ORIGIN", "https://aurum.example/en", 1);
  EXPECT_THROW(Config::fromEnvironment(), std::invalid_argument);
  ::unsetenv("AURUM_PUBLIC_ORIGIN");
}

TEST(Config, OnlyALoopbackDemoKnowsItsOriginUntold) {
  Config c;  // demo, 127.0.0.1:8080
  EXPECT_EQ(c.effectivePublicOrigin(), "http://localhost:8080");
  c.port = 0;  // chosen at start: not known yet
  EXPECT_EQ(c.effectivePublicOrigin(), "");
  c.port = 9000;
  c.bind = "0.0.0.0";  // reachable under names this server cannot know
  EXPECT_EQ(c.effectivePublicOrigin(), "");
  c.bind = "127.0.0.1";
  c.env = "production";
  EXPECT_EQ(c.effectivePublicOrigin(), "");
  c.publicOrigin = "https://aurum.example";
  EXPECT_EQ(c.effectivePublicOrigin(), "https://aurum.example");
}
