#include "util/thread_name.hpp"

#include <gtest/gtest.h>

#include <latch>
#include <thread>

using aurum::util::nameThisThread;
using aurum::util::nameThread;
using aurum::util::thisThreadName;

TEST(ThreadName, IsTheRoleAfterTheProductsNameCutToFifteenCharacters) {
  std::string short_, long_;
  std::thread([&] {
    nameThisThread("io-1");
    short_ = thisThreadName();
    nameThisThread("a-role-longer-than-the-limit");
    long_ = thisThreadName();
  }).join();
  EXPECT_EQ(short_, "aurum-io-1");
  EXPECT_EQ(long_, "aurum-a-role-lo");
}

TEST(ThreadName, ItsCreatorNamesAThreadBeforeGoingOn) {
  std::latch named(1);
  std::string seen;
  std::thread t([&] {
    named.wait();
    seen = thisThreadName();
  });
  nameThread(t, "writer");
  named.count_down();
  t.join();
  EXPECT_EQ(seen, "aurum-writer");
}
