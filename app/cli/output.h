#pragma once
// Buffered writing to stdout for outputs that may be huge: the 100,020,000
// moves of classic:10000 are written as they are computed, never collected in
// a list or a QJsonArray first.
#include <cstdint>
#include <string_view>
#include <vector>

namespace leapfrog::cli {

class StdoutWriter {
public:
    StdoutWriter();
    ~StdoutWriter();
    StdoutWriter(const StdoutWriter&) = delete;
    StdoutWriter& operator=(const StdoutWriter&) = delete;

    StdoutWriter& text(std::string_view text);
    StdoutWriter& character(char c);
    StdoutWriter& number(std::uint64_t value);
    // A JSON string literal with quotes and escapes.
    StdoutWriter& jsonString(std::string_view text);
    void flush();

private:
    void reserve(std::size_t bytes);

    std::vector<char> buffer_;
    std::size_t used_ = 0;
};

} // namespace leapfrog::cli
