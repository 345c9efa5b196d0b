#pragma once
#include <string>
#include <string_view>
#include <thread>

namespace aurum::util {

/// Names `thread` for the operating system (`top -H`, `ps -L`, `perf report --sort comm`, gdb):
/// "aurum-" followed by `role`, cut to Linux's 15 characters. Called by the thread's creator
/// right after starting it, so the name is set when the creator goes on.
void nameThread(std::thread& thread, std::string_view role);

/// The same for the calling thread: threads a library starts, without a hook for their creator.
void nameThisThread(std::string_view role);

/// The calling thread's name, as the system holds it (empty if it cannot be read).
std::string thisThreadName();

}  // namespace aurum::util
