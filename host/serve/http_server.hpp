// npe serve's HTTP transport (Boost.Beast over Boost.Asio; docs/serve.md says why): accepts on one
// address, reads each request within bounds (header and body size, time), hands it to the routes on
// a pool of handler threads and writes the answer. A malformed request, an oversize one or a client
// too slow to send one costs that connection an error status or its end, never the server.
#pragma once

#include <functional>
#include <memory>
#include <string>

#include "serve/api.hpp"

namespace npe {

struct ServerLimits {
  std::size_t header_bytes = 8 * 1024;
  std::size_t body_bytes = 64 * 1024;  // a position is under 1 KB; a request body above this is refused (413)
  double read_seconds = 10;            // to receive a whole request, from the first byte or the last answer
  double write_seconds = 30;           // to take an answer
  int max_connections = 256;           // more are closed as soon as accepted
  int io_threads = 2;
  int handler_threads = 16;  // requests being answered at once (those running techniques wait for a worker)
};

struct ServerState;  // http_server.cpp

class HttpServer {
 public:
  using Handler = std::function<ApiResponse(const ApiRequest&)>;
  /** Binds `address`:`port` (0: a free port) and listens; throws InputError when it cannot. */
  HttpServer(const std::string& address, unsigned short port, ServerLimits limits, Handler handler);
  ~HttpServer();
  HttpServer(const HttpServer&) = delete;
  HttpServer& operator=(const HttpServer&) = delete;

  unsigned short port() const;
  /** Serves until SIGINT or SIGTERM (or stop()), then returns after the handlers in progress end. */
  void run();
  void stop();

 private:
  std::shared_ptr<ServerState> state_;
};

}  // namespace npe
