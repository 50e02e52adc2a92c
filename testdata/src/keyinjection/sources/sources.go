// Package sources pins what the taint matcher (internal/engine/taint) takes for
// untrusted input: each key is reported with the taint of its holes.
package sources

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/gin-gonic/gin"
	"github.com/go-chi/chi/v5"
	"github.com/gorilla/mux"
	"github.com/labstack/echo/v4"
)

type Item struct {
	PK string `dynamodbav:"PK"`
	SK string `dynamodbav:"SK"`
}

// encode is what makes Item a DynamoDB item (docs/engine.md).
func encode(it Item) (map[string]types.AttributeValue, error) { return attributevalue.MarshalMap(it) }

func netHTTP(w http.ResponseWriter, r *http.Request) {
	_ = Item{PK: "A#" + r.FormValue("a")}           // want `taint r.FormValue\("a"\)`
	_ = Item{PK: "A#" + r.PostFormValue("a")}       // want `taint r.PostFormValue\("a"\)`
	_ = Item{PK: "A#" + r.PathValue("id")}          // want `taint r.PathValue\("id"\)`
	_ = Item{PK: "A#" + r.Header.Get("X-Tenant")}   // want `taint r.Header.Get\("X-Tenant"\)`
	_ = Item{PK: "A#" + r.URL.Query().Get("q")}     // want `taint r.URL.Query\(\).Get\("q"\)`
	_ = Item{PK: "A#" + r.Form.Get("f")}            // want `taint r.Form.Get\("f"\)`
	_ = Item{PK: "A#" + w.Header().Get("X-Server")} // clean: the response's own header
	_ = Item{PK: "A#" + url.Values{}.Get("x")}      // clean: values the program built
	q := r.URL.Query()
	_ = Item{PK: "A#" + q.Get("q")} // want `taint q.Get\("q"\)`
	built := url.Values{}
	built.Set("k", "v")
	_ = Item{PK: "A#" + built.Get("k")} // clean: not from the request
}

func variables(r *http.Request) {
	id := r.PathValue("id")
	pk := "USER#" + id
	_ = Item{PK: pk}                                       // want `taint r.PathValue\("id"\)`
	_ = Item{PK: fmt.Sprintf("U#%s", strings.ToUpper(id))} // want `taint r.PathValue\("id"\)`
	_ = Item{PK: fmt.Sprintf("U#%q", id)}                  // want `taint r.PathValue\("id"\)`
	_ = Item{PK: fmt.Sprintf("U#%x", id)}                  // clean: hex digits only
	n, _ := strconv.Atoi(r.FormValue("n"))
	_ = Item{PK: "N#" + strconv.Itoa(n)}                 // clean: a number
	_ = Item{PK: fmt.Sprintf("N#%d", n)}                 // clean: a number
	_ = Item{PK: "E#" + url.PathEscape(id)}              // clean: an unknown function's result
	_ = Item{PK: "R#" + strings.ReplaceAll(id, "#", "")} // clean: an unknown function's result
	again := r.PathValue("x")
	// The write reads what it writes: followed, and TrimSpace keeps a "#".
	again = strings.TrimSpace(again)
	_ = Item{PK: "T#" + again} // want `taint r.PathValue\("x"\)`
}

func routers(r *http.Request, g *gin.Context, e echo.Context) {
	_ = Item{PK: "M#" + mux.Vars(r)["id"]} // want `taint mux.Vars\(r\)\["id"\]`
	vars := mux.Vars(r)
	_ = Item{PK: "M#" + vars["id"]} // want `taint vars\["id"\]`
	id, ok := vars["other"]
	_ = ok
	_ = Item{PK: "M#" + id}                         // want `taint vars\["other"\]`
	_ = Item{PK: "C#" + chi.URLParam(r, "id")}      // want `taint chi.URLParam\(r, "id"\)`
	_ = Item{PK: "G#" + g.Param("id")}              // want `taint g.Param\("id"\)`
	_ = Item{PK: "G#" + g.Query("q")}               // want `taint g.Query\("q"\)`
	_ = Item{PK: "G#" + g.DefaultQuery("q", "x")}   // want `taint g.DefaultQuery\("q", "x"\)`
	_ = Item{PK: "G#" + g.PostForm("f")}            // want `taint g.PostForm\("f"\)`
	_ = Item{PK: "G#" + g.DefaultPostForm("f", "")} // want `taint g.DefaultPostForm\("f", ""\)`
	_ = Item{PK: "G#" + g.GetHeader("X-Tenant")}    // want `taint g.GetHeader\("X-Tenant"\)`
	_ = Item{PK: "G#" + g.Request.Header.Get("X")}  // want `taint g.Request.Header.Get\("X"\)`
	_ = Item{PK: "E#" + e.Param("id")}              // want `taint e.Param\("id"\)`
	_ = Item{PK: "E#" + e.QueryParam("q")}          // want `taint e.QueryParam\("q"\)`
	_ = Item{PK: "E#" + e.FormValue("f")}           // want `taint e.FormValue\("f"\)`
	_ = Item{PK: "E#" + e.QueryParams().Get("q")}   // want `taint e.QueryParams\(\).Get\("q"\)`
	_ = Item{PK: "E#" + e.Path()}                   // clean: the route pattern
}

func lambda(req events.APIGatewayProxyRequest, v2 *events.APIGatewayV2HTTPRequest) {
	_ = Item{PK: "L#" + req.PathParameters["id"]}                       // want `taint req.PathParameters\["id"\]`
	_ = Item{PK: "L#" + req.QueryStringParameters["q"]}                 // want `taint req.QueryStringParameters\["q"\]`
	_ = Item{PK: "L#" + req.Headers["x-tenant"]}                        // want `taint req.Headers\["x-tenant"\]`
	_ = Item{PK: "L#" + v2.PathParameters["id"]}                        // want `taint v2.PathParameters\["id"\]`
	_ = Item{PK: "L#" + req.StageVariables["env"]}                      // clean: set by the deployment
	_ = Item{PK: "L#" + v2.RequestContext.Authorizer.JWT.Claims["sub"]} // clean: verified claims
	params := req.PathParameters
	_ = Item{PK: "L#" + params["id"]} // want `taint params\["id"\]`
}

type body struct {
	UserID string `json:"userId"`
	Meta   struct {
		Tenant string `json:"tenant"`
	} `json:"meta"`
	Source string
}

func (b *body) Normalize() {}

func (b body) Describe() string { return "" }

func jsonBodies(w http.ResponseWriter, r *http.Request, req events.APIGatewayProxyRequest, g *gin.Context, e echo.Context) {
	var in body
	_ = json.NewDecoder(r.Body).Decode(&in)
	_ = Item{PK: "J#" + in.UserID}      // want `taint in.UserID \(decoded from the request body\)`
	_ = Item{PK: "J#" + in.Meta.Tenant} // want `taint in.Meta.Tenant \(decoded from the request body\)`

	var ev body
	_ = json.Unmarshal([]byte(req.Body), &ev)
	_ = Item{PK: "J#" + ev.UserID} // want `taint ev.UserID \(decoded from the request body\)`

	raw, _ := io.ReadAll(http.MaxBytesReader(w, r.Body, 1<<20))
	p := &body{}
	_ = json.Unmarshal(raw, p)
	_ = Item{PK: "J#" + p.UserID} // want `taint p.UserID \(decoded from the request body\)`

	dec := json.NewDecoder(io.LimitReader(r.Body, 1<<20))
	var d body
	_ = dec.Decode(&d)
	_ = Item{PK: "J#" + d.UserID} // want `taint d.UserID \(decoded from the request body\)`

	var gb body
	_ = g.ShouldBindJSON(&gb)
	_ = Item{PK: "J#" + gb.UserID} // want `taint gb.UserID \(decoded from the request body\)`

	var eb body
	_ = e.Bind(&eb)
	_ = Item{PK: "J#" + eb.UserID} // want `taint eb.UserID \(decoded from the request body\)`
}

func jsonNotProven(r *http.Request, data []byte, other io.Reader) {
	var a body
	_ = json.Unmarshal(data, &a)
	_ = Item{PK: "J#" + a.UserID} // clean: bytes of unknown origin

	var b body
	_ = json.NewDecoder(other).Decode(&b)
	_ = Item{PK: "J#" + b.UserID} // clean: a reader of unknown origin

	var c body
	_ = json.NewDecoder(r.Body).Decode(&c)
	if r.Method == http.MethodPut {
		c.UserID = "fixed"
	}
	_ = Item{PK: "J#" + c.UserID} // clean: maybe overwritten after decoding
	_ = Item{PK: "J#" + c.Source} // want `taint c.Source \(decoded from the request body\)`

	var d body
	_ = json.NewDecoder(r.Body).Decode(&d)
	fill(&d)
	_ = Item{PK: "J#" + d.UserID} // clean: &d went elsewhere before the read

	var e body
	_ = json.NewDecoder(r.Body).Decode(&e)
	e.Normalize()
	_ = Item{PK: "J#" + e.UserID} // clean: a pointer method may have changed it
	f := body{UserID: "fixed"}
	_ = json.NewDecoder(r.Body).Decode(&f)
	_ = Item{PK: "J#" + f.UserID} // clean: the literal sets the field

	var g body
	_ = Item{PK: "J#" + g.UserID} // clean: decoded only after the read
	_ = json.NewDecoder(r.Body).Decode(&g)

	var h body
	_ = json.NewDecoder(r.Body).Decode(&h)
	_ = h.Describe()
	_ = Item{PK: "J#" + h.UserID} // want `taint h.UserID \(decoded from the request body\)`
}

func fill(*body) {}
