// npe serve's routes, apart from the transport (http_server.hpp): the page and its assets, and the
// JSON API (docs/serve.md). Every request must carry the token (`?token=` in the URL, or the header
// `Authorization: token TOKEN`), so another local user or a web page in the browser cannot drive the
// server without having read the URL it printed.
#pragma once

#include <string>

namespace npe {

class Workbench;

struct ApiRequest {
  std::string method;  // "GET", "POST", ...
  std::string target;  // path and query: "/api/steps?token=..."
  std::string body;
  std::string authorization;  // the Authorization header, "" when absent
};

struct ApiResponse {
  int status = 200;
  std::string content_type = "application/json";
  std::string body;
};

class Api {
 public:
  Api(Workbench& workbench, std::string token) : workbench_(workbench), token_(std::move(token)) {}
  /** Never throws: bad input is a 4xx with {"error": MESSAGE}, a misbehaving plugin a 500, no free
   *  worker a 503. */
  ApiResponse answer(const ApiRequest& request) const;

 private:
  bool authorized(const ApiRequest& request, const std::string& query) const;
  Workbench& workbench_;
  std::string token_;
};

/** 32 hexadecimal digits from the system's random source (getrandom). */
std::string new_token();

}  // namespace npe
