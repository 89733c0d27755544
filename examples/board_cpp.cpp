// SPDX-License-Identifier: MIT
// board_cpp.cpp: hexseed from C++: the Classic board of a seed kept in a std::vector of tiles,
// its board line and share code read into std::strings through a sink, then a balanced board
// made on another thread with a cancel flag the caller owns.
// Build: c++ -std=c++17 board_cpp.cpp $(pkg-config --cflags --libs hexseed) -o board_cpp
// Usage: board_cpp [SEED]
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <string>
#include <thread>
#include <vector>

#include <hexseed/hexseed.h>

namespace {

// A sink that appends to a std::string: a captureless lambda converts to hs_write_fn.
hs_sink string_sink(std::string &out)
{
    hs_sink sink{};
    sink.write = [](void *ctx, const void *data, size_t len) -> hs_err {
        static_cast<std::string *>(ctx)->append(static_cast<const char *>(data), len);
        return HS_OK;
    };
    sink.ctx = &out;
    return sink;
}

struct tile {
    std::string terrain;
    int number;
};

} // namespace

int main(int argc, char **argv)
{
    hs_catan_options options = hs_catan_default();
    options.seed = argc > 1 ? static_cast<std::uint32_t>(std::strtoul(argv[1], nullptr, 10)) : 42;

    hs_board board{};
    hs_diag diag{};
    if (hs_err err = hs_catan_generate(&options, &board, &diag); err != HS_OK) {
        std::cerr << "board_cpp: " << (diag.msg[0] ? diag.msg : hs_strerror(err)) << '\n';
        return 1;
    }

    std::vector<tile> tiles;
    for (int i = 0; i < board.n_tiles; i++)
        tiles.push_back({hs_terrain_name(static_cast<hs_terrain>(board.tiles[i].terrain)), board.tiles[i].number});

    std::string line;
    hs_render_line(&board, string_sink(line));
    hs_code code{};
    hs_code_encode(&board.options, &code, nullptr);

    std::cout << "code " << code.text << '\n' << "line " << line;
    for (const tile &t : tiles)
        std::cout << t.terrain << ' ' << t.number << '\n';

    // A long request on a worker thread, cancelled from this one before it starts: the same
    // flag type the C API takes everywhere, shared without a data race.
    hs_cancel cancel{};
    options.balance = HS_BALANCE_MOST;
    hs_cancel_request(&cancel);
    hs_err made = HS_OK;
    std::thread worker([&] { made = hs_board_make_cancel(&options, &board, &cancel, nullptr); });
    worker.join();
    std::cout << "balanced request: " << hs_errname(made) << '\n';
    return made == HS_ECANCEL ? 0 : 1;
}
