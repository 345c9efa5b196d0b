#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace aurum::ws {

/// RFC 6455 opcodes.
enum class Opcode : std::uint8_t {
  kContinuation = 0x0,
  kText = 0x1,
  kBinary = 0x2,
  kClose = 0x8,
  kPing = 0x9,
  kPong = 0xA,
};

/// Close codes the server sends.
inline constexpr std::uint16_t kCloseNormal = 1000;
inline constexpr std::uint16_t kCloseGoingAway = 1001;
inline constexpr std::uint16_t kCloseProtocolError = 1002;
inline constexpr std::uint16_t kCloseTooBig = 1009;

/// One complete frame as a server sends it (FIN set, unmasked): header, then `payload`. Built once
/// per message and written as is to every connection.
std::string serverFrame(Opcode op, std::string_view payload);
/// A close frame carrying `code`.
std::string closeFrame(std::uint16_t code);

/// Reads what a client sends, a few bytes at a time if need be. Data frames are checked and
/// skipped (the hub ignores client messages); control frames come out whole and unmasked.
/// Small on purpose: one lives in every connection.
class FrameReader {
 public:
  enum class Status { kOk, kProtocolError, kTooBig };
  explicit FrameReader(std::uint32_t maxMessage) : maxMessage_(maxMessage) {}

  /// Consumes `data`, calling `onControl(Opcode, std::string_view payload)` for each complete
  /// control frame. Stops at the first violation and keeps answering it.
  template <class OnControl>
  Status feed(std::string_view data, OnControl&& onControl) {
    while (!data.empty() && status_ == Status::kOk) {
      if (!inPayload_) {
        data = readHeader(data);
        if (!inPayload_ || remaining_ > 0) continue;
      } else {
        data = readPayload(data);
        if (remaining_ > 0) continue;
      }
      if (isControl()) onControl(static_cast<Opcode>(opcode_), std::string_view(control_));
      inPayload_ = false;
      control_.clear();
      control_.shrink_to_fit();
    }
    return status_;
  }

 private:
  bool isControl() const { return opcode_ & 0x8; }
  std::string_view readHeader(std::string_view data);
  std::string_view readPayload(std::string_view data);
  Status startFrame();

  std::uint64_t remaining_ = 0;  ///< payload bytes of the current frame still to come
  std::uint32_t maxMessage_;
  std::uint32_t messageSize_ = 0;  ///< data bytes of the current (possibly fragmented) message
  unsigned char header_[14];
  unsigned char mask_[4];
  std::uint8_t have_ = 0;  ///< header bytes read
  std::uint8_t opcode_ = 0;
  std::uint8_t maskAt_ = 0;
  bool inPayload_ = false;
  bool inMessage_ = false;  ///< a fragmented data message is open
  Status status_ = Status::kOk;
  std::string control_;  ///< the control frame's payload (at most 125 bytes), usually empty
};

}  // namespace aurum::ws
