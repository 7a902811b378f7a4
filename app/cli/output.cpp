#include "output.h"

#include <charconv>
#include <cstdio>

namespace leapfrog::cli {

namespace {
constexpr std::size_t kBufferBytes = 1 << 16;
}

StdoutWriter::StdoutWriter()
    : buffer_(kBufferBytes)
{
}

StdoutWriter::~StdoutWriter() { flush(); }

void StdoutWriter::flush()
{
    std::fwrite(buffer_.data(), 1, used_, stdout);
    std::fflush(stdout);
    used_ = 0;
}

void StdoutWriter::reserve(std::size_t bytes)
{
    if (used_ + bytes > buffer_.size()) {
        flush();
    }
    if (bytes > buffer_.size()) {
        buffer_.resize(bytes);
    }
}

StdoutWriter& StdoutWriter::text(std::string_view text)
{
    reserve(text.size());
    text.copy(buffer_.data() + used_, text.size());
    used_ += text.size();
    return *this;
}

StdoutWriter& StdoutWriter::character(char c)
{
    reserve(1);
    buffer_[used_++] = c;
    return *this;
}

StdoutWriter& StdoutWriter::number(std::uint64_t value)
{
    reserve(20);
    const auto end = std::to_chars(buffer_.data() + used_, buffer_.data() + buffer_.size(), value).ptr;
    used_ = static_cast<std::size_t>(end - buffer_.data());
    return *this;
}

StdoutWriter& StdoutWriter::jsonString(std::string_view text)
{
    character('"');
    for (const char c : text) {
        if (c == '"' || c == '\\') {
            character('\\').character(c);
        } else if (static_cast<unsigned char>(c) < 0x20) {
            constexpr char hex[] = "0123456789abcdef";
            this->text("\\u00").character(hex[(c >> 4) & 0xf]).character(hex[c & 0xf]);
        } else {
            character(c);
        }
    }
    return character('"');
}

} // namespace leapfrog::cli
