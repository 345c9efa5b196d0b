#include "util/thread_name.hpp"

#include <pthread.h>

#include <algorithm>

namespace aurum::util {

namespace {

constexpr std::size_t kMaxNameLength = 15;  // TASK_COMM_LEN 16, with its terminating zero

void setName(pthread_t thread, std::string_view role) {
  std::string name = "aurum-";
  name.append(role);
  name.resize(std::min(name.size(), kMaxNameLength));
  ::pthread_setname_np(thread, name.c_str());
}

}  // namespace

void nameThread(std::thread& thread, std::string_view role) {
  setName(thread.native_handle(), role);
}

void nameThisThread(std::string_view role) { setName(::pthread_self(), role); }

std::string thisThreadName() {
  char name[kMaxNameLength + 1] = {};
  if (::pthread_getname_np(::pthread_self(), name, sizeof name) != 0) return {};
  return name;
}

}  // namespace aurum::util
