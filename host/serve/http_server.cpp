#include "serve/http_server.hpp"

#include <boost/asio/dispatch.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/strand.hpp>
#include <boost/asio/thread_pool.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

#include <atomic>
#include <chrono>
#include <optional>
#include <thread>
#include <vector>

#include "base/errors.hpp"

namespace npe {

namespace beast = boost::beast;
namespace http = beast::http;
namespace asio = boost::asio;
using tcp = asio::ip::tcp;

struct ServerState {
  ServerLimits limits;
  HttpServer::Handler handler;
  asio::io_context io;
  tcp::acceptor acceptor{io};
  asio::thread_pool handlers;
  std::atomic<int> connections{0};

  ServerState(ServerLimits l, HttpServer::Handler h)
      : limits(l), handler(std::move(h)), handlers(static_cast<std::size_t>(l.handler_threads)) {}
};

namespace {

std::chrono::steady_clock::duration seconds(double value) {
  return std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(value));
}

class Session : public std::enable_shared_from_this<Session> {
 public:
  Session(tcp::socket socket, std::shared_ptr<ServerState> state)
      : stream_(std::move(socket)), state_(std::move(state)) {
    ++state_->connections;
  }
  ~Session() { --state_->connections; }

  void start() {
    asio::dispatch(stream_.get_executor(), beast::bind_front_handler(&Session::read, shared_from_this()));
  }

 private:
  void read() {
    parser_.emplace();
    parser_->header_limit(static_cast<std::uint32_t>(state_->limits.header_bytes));
    parser_->body_limit(state_->limits.body_bytes);
    stream_.expires_after(seconds(state_->limits.read_seconds));
    http::async_read(stream_, buffer_, *parser_, beast::bind_front_handler(&Session::on_read, shared_from_this()));
  }

  void on_read(beast::error_code error, std::size_t) {
    if (error == http::error::body_limit) return refuse(413, "the request body is larger than the limit");
    if (error == http::error::header_limit) return refuse(431, "the request header is larger than the limit");
    if (error && error.category() == http::make_error_code(http::error::end_of_stream).category() &&
        error != http::error::end_of_stream && error != http::error::partial_message) {
      return refuse(400, "malformed HTTP request: " + error.message());
    }
    if (error) return close();  // the client left, was too slow (timeout) or the connection failed
    const auto& message = parser_->get();
    ApiRequest request{std::string(message.method_string()), std::string(message.target()), message.body(),
                       std::string(message[http::field::authorization])};
    keep_alive_ = message.keep_alive();
    version_ = message.version();
    stream_.expires_never();  // the handler's time is bounded by the workbench
    asio::post(state_->handlers, [self = shared_from_this(), request = std::move(request)] {
      ApiResponse answer = self->state_->handler(request);
      asio::post(self->stream_.get_executor(),
                 [self, answer = std::move(answer)]() mutable { self->write(std::move(answer), !self->keep_alive_); });
    });
  }

  void refuse(int status, const std::string& why) {
    version_ = 11;
    write({status, "application/json", "{\"error\":\"" + why + "\"}"}, true);
  }

  void write(ApiResponse answer, bool close_after) {
    response_.emplace(static_cast<http::status>(answer.status), version_);
    response_->set(http::field::server, "npe serve");
    response_->set(http::field::content_type, answer.content_type);
    response_->set(http::field::cache_control, "no-store");
    response_->set("X-Content-Type-Options", "nosniff");
    response_->set("Content-Security-Policy",
                   "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
                   "frame-ancestors 'none'");
    response_->keep_alive(!close_after);
    response_->body() = std::move(answer.body);
    response_->prepare_payload();
    stream_.expires_after(seconds(state_->limits.write_seconds));
    http::async_write(stream_, *response_,
                      beast::bind_front_handler(&Session::on_write, shared_from_this(), close_after));
  }

  void on_write(bool close_after, beast::error_code error, std::size_t) {
    if (error) return close();
    if (close_after) return drain();
    read();
  }

  /** Ends a connection whose request may not have been read whole (a refused body): stops sending,
   *  then discards what the client still sends for up to a second, so that closing with unread bytes
   *  (which resets the connection) cannot discard the answer before the client reads it. */
  void drain() {
    beast::error_code ignored;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
    stream_.expires_after(std::chrono::seconds(1));  // once: a client that keeps sending is cut off too
    discard();
  }

  void discard() {
    stream_.async_read_some(asio::buffer(discard_), [self = shared_from_this()](beast::error_code error, std::size_t) {
      if (error) return self->close();
      self->discard();
    });
  }

  void close() {
    beast::error_code ignored;
    stream_.socket().shutdown(tcp::socket::shutdown_both, ignored);
    stream_.close();
  }

  beast::tcp_stream stream_;
  std::shared_ptr<ServerState> state_;
  beast::flat_buffer buffer_;
  std::optional<http::request_parser<http::string_body>> parser_;
  std::optional<http::response<http::string_body>> response_;
  bool keep_alive_ = false;
  unsigned version_ = 11;
  char discard_[4096];
};

void accept(const std::shared_ptr<ServerState>& state) {
  state->acceptor.async_accept(asio::make_strand(state->io), [state](beast::error_code error, tcp::socket socket) {
    if (error == asio::error::operation_aborted) return;  // stopped
    if (!error) {
      if (state->connections.load() >= state->limits.max_connections) {
        beast::error_code ignored;
        socket.close(ignored);  // too many at once: this one is dropped, the others served
      } else {
        std::make_shared<Session>(std::move(socket), state)->start();
      }
    }
    accept(state);
  });
}

}  // namespace

HttpServer::HttpServer(const std::string& address, unsigned short port, ServerLimits limits, Handler handler)
    : state_(std::make_shared<ServerState>(limits, std::move(handler))) {
  beast::error_code error;
  const auto ip = asio::ip::make_address(address, error);
  if (error) throw InputError("--address " + address + ": not an IP address");
  const tcp::endpoint endpoint(ip, port);
  auto& acceptor = state_->acceptor;
  acceptor.open(endpoint.protocol(), error);
  if (!error) acceptor.set_option(asio::socket_base::reuse_address(true), error);
  if (!error) acceptor.bind(endpoint, error);
  if (!error) acceptor.listen(asio::socket_base::max_listen_connections, error);
  if (error) throw InputError("cannot listen on " + address + ":" + std::to_string(port) + ": " + error.message());
}

HttpServer::~HttpServer() {
  stop();
  state_->handlers.join();
}

unsigned short HttpServer::port() const { return state_->acceptor.local_endpoint().port(); }

void HttpServer::stop() { state_->io.stop(); }

void HttpServer::run() {
  asio::signal_set signals(state_->io, SIGINT, SIGTERM);
  signals.async_wait([this](beast::error_code, int) { stop(); });
  accept(state_);
  std::vector<std::thread> threads;
  for (int i = 1; i < state_->limits.io_threads; ++i) threads.emplace_back([this] { state_->io.run(); });
  state_->io.run();
  for (auto& thread : threads) thread.join();
  state_->handlers.join();
}

}  // namespace npe
