// The checkout's absolute paths the API tests read, compiled into this one file only: the unity
// batches of every other test file then compile the same in every clone, so ccache shares them
// (server/CMakeLists.txt).
#include "harness.hpp"

namespace aurum::testing {

const char* testWebRoot() { return AURUM_TEST_WEB_ROOT; }
const char* openapiPath() { return AURUM_OPENAPI_PATH; }

}  // namespace aurum::testing
